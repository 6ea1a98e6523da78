// @vitest-environment jsdom
// The quote panel asks the server only once every quoted field is filled and keeps to its rules.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QuoteCall } from '@/config/form-file';

const callOperation = vi.fn(async () => ({ data: { fee: 2 } }));
vi.mock('@/forms/operation', () => ({ callOperation }));
const { QuotePanel } = await import('@/forms/quote-panel');

const quote: QuoteCall = {
  operation: 'POST /api/v2/main/convert-money/quote',
  fields: ['from', 'to', 'amount'],
  show: [{ label: 'forms:common.fee', path: 'fee', format: 'number' }],
};

function renderPanel(invalidFields?: ReadonlySet<string>) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <QuotePanel
        quote={quote}
        sources={{ formData: { from: 'USD', to: 'USD', amount: 10 } }}
        invalidFields={invalidFields}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  callOperation.mockClear();
  vi.useRealTimers();
});

describe('QuotePanel', () => {
  it('asks nothing and shows nothing while a quoted field breaks its rules', async () => {
    vi.useFakeTimers();
    renderPanel(new Set(['to']));
    await vi.advanceTimersByTimeAsync(1000);
    expect(callOperation).not.toHaveBeenCalled();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks once the quoted fields are filled and keep to their rules', async () => {
    vi.useFakeTimers();
    renderPanel(new Set(['description']));
    await vi.advanceTimersByTimeAsync(1000);
    expect(callOperation).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
// The quote panel asks the server only once every quoted field is filled and keeps to its rules.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QuoteCall } from '@/config/form-file';

const callOperation = vi.fn<() => Promise<unknown>>(async () => ({ data: { fee: 2 } }));
vi.mock('@/forms/operation', () => ({ callOperation }));
const { QuotePanel, formatLine } = await import('@/forms/quote-panel');
const { ApiError } = await import('@/api/errors');

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

describe('a quote line (spec A §9 money format)', () => {
  const sources = { formData: { source_currency: 'USD', target_currency: 'JPY' } };
  it.each([
    [1234567.5, { $field: 'source_currency' }, '1 234 567.50 USD'],
    [0, { $field: 'source_currency' }, '0.00 USD'],
    [999999999, { $field: 'source_currency' }, '999 999 999.00 USD'],
    [15230.4, { $field: 'target_currency' }, '15 230 JPY'],
  ] as const)('%s with currency %j reads %s', (value, currency, text) => {
    expect(formatLine(value, { label: 'x', path: 'fee', format: 'money', currency }, sources)).toBe(text);
  });

  it('reads an { amount, currency } answer as it is, and a missing value as a dash', () => {
    const line = { label: 'x', path: 'fee', format: 'money' } as const;
    expect(formatLine({ amount: 2, currency: 'EUR' }, line, sources)).toBe('2.00 EUR');
    expect(formatLine(undefined, line, sources)).toBe('—');
  });
});

describe('a quote the server refuses', () => {
  it("says the server's reason, not only that fees could not be calculated", async () => {
    callOperation.mockRejectedValueOnce(
      new ApiError({ message: 'Transfers to Ann Lee are paused until Monday.', statusCode: 422 }),
    );
    renderPanel();
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toBe('Transfers to Ann Lee are paused until Monday.');
  });
});

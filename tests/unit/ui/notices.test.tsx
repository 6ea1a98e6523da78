// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { NoticesHost } from '@/app/notices-host';
import { notice } from '@/ui/notices';

afterEach(cleanup);

describe('notices', () => {
  it('draws nothing, and loads no sonner, until a notice is asked for; then shows the ones that waited, in order', async () => {
    const { container } = render(<NoticesHost />);
    expect(container.innerHTML).toBe('');
    notice.success('Saved');
    notice.error('Not sent');
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(await screen.findByText('Not sent')).toBeTruthy();
    const texts = [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent);
    expect(texts.some((text) => text?.includes('Saved'))).toBe(true);
    // Once the Toaster is up, a notice goes straight to it.
    notice.info('Copied');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });
});

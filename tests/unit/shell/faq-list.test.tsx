// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FaqList } from '@/shell/help/faq-list';

afterEach(cleanup);

const FAQS = [
  {
    id: 1,
    subject: 'Are there fees?',
    content:
      '<p>Most actions are <strong>free</strong>.</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 1</script>',
  },
  { id: 2, subject: 'Who can help?', content: '<p>Our <a href="javascript:alert(1)">support team</a>.</p>' },
];

describe('FAQ accordion', () => {
  it('renders no answer, and loads no sanitizer, until a question is opened', () => {
    const { container } = render(<FaqList faqs={FAQS} />);
    expect(container.querySelector('strong')).toBeNull();
  });

  it('opens an answer from its question and renders it sanitized', async () => {
    const { container } = render(<FaqList faqs={FAQS} />);
    const question = screen.getByRole('button', { name: 'Are there fees?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Are there fees?' })).toBeNull();

    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = screen.getByRole('region', { name: 'Are there fees?' });
    // The sanitizer loads with the first answer opened.
    await waitFor(() => expect(answer.textContent).toBe('Most actions are free.'));
    expect(answer.querySelector('strong')?.textContent).toBe('free');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Who can help?' }));
    const link = await screen.findByText('support team');
    expect(link.getAttribute('href')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

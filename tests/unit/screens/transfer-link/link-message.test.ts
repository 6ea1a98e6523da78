// The ready message and sharing (spec B §2: share, copy message, expiry note).
import { describe, expect, it, vi } from 'vitest';
import { formatWhen, messageValues, readyMessage, shareLink } from '@/screens/transfer-link/link-message';
import type { TransferLink } from '@/screens/transfer-link/link-state';
import en from '../../../../locales/en/transfer-link.json';

const link = {
  id: 'TL10000001',
  amount: 1234.5,
  currency: 'USD',
  link: 'https://app.test/transfer/TL10000001',
  expires_at: '2099-03-04T10:30:00Z',
  status: 'new',
  participants: { sender: null, receiver: null, admin: null },
  fee: 0,
  note: null,
  created_at: '2099-02-18T10:30:00Z',
} satisfies TransferLink;

const t = (_key: string, values: Record<string, string>) =>
  en.message.text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `?${name}`);

describe('readyMessage', () => {
  it('holds the amount, currency, link and expiry', () => {
    const text = readyMessage(link, t, 'en', 'UTC');
    expect(text).toContain('1 234.50 USD');
    expect(text).toContain('https://app.test/transfer/TL10000001');
    expect(text).toContain('Mar 4, 2099');
    expect(text).not.toContain('?');
  });

  it('writes the expiry in the interface language with Latin digits', () => {
    expect(messageValues(link, 'ar_EG', 'UTC').expiry).toMatch(/2099/);
    expect(formatWhen(link.expires_at, 'de', 'UTC')).toContain('04.03.2099');
  });
});

describe('shareLink', () => {
  const clipboard = () => ({ writeText: vi.fn(async () => {}) }) as unknown as Clipboard;

  it('uses the system share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    const nav = { clipboard: clipboard(), share };
    expect(await shareLink(link, 'hi', nav)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ url: link.link, text: 'hi' });
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('copies the link when the browser cannot share', async () => {
    const nav = { clipboard: clipboard() };
    expect(await shareLink(link, 'hi', nav)).toBe('copied');
    expect(nav.clipboard.writeText).toHaveBeenCalledWith(link.link);
  });

  it('treats a closed share sheet as no failure and copies nothing', async () => {
    const nav = {
      clipboard: clipboard(),
      share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))),
    };
    expect(await shareLink(link, 'hi', nav)).toBe('cancelled');
    expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  });

  it('falls back to copying when sharing is refused', async () => {
    const nav = {
      clipboard: clipboard(),
      share: vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))),
    };
    expect(await shareLink(link, 'hi', nav)).toBe('copied');
  });
});

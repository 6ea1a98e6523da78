// @vitest-environment jsdom
// The transfer link page as each participant sees it (spec B §4, §6): the receiver gets the code field, the sender
// the code and the sharing actions, a visitor a sign-in link back to the page, the admin nothing to press.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import transferLink from '../../../../locales/en/transfer-link.json';
import statuses from '../../../../locales/en/statuses.json';
import { LinkPage } from '@/screens/transfer-link/link-page';
import type { TransferLink } from '@/screens/transfer-link/link-state';

const i18n = i18next.createInstance();
beforeAll(async () => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'transfer-link': transferLink, statuses } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const NOW = Date.parse('2026-06-01T12:00:00Z');

function link(patch: Partial<TransferLink> = {}): TransferLink {
  return {
    id: 'TL10000001',
    amount: 50,
    currency: 'USD',
    link: 'https://app.test/transfer/TL10000001',
    security_code: null,
    expires_at: '2026-06-10T12:00:00Z',
    status: 'opened',
    participants: {
      sender: { name: 'Sofia Marquez', email: 'merchant@demo.test' },
      receiver: { name: 'Amelia Hart', email: 'personal@demo.test' },
      admin: { name: 'Support', email: 'support@demo.test' },
    },
    fee: 0,
    note: 'Dinner',
    attempts_left: 3,
    created_at: '2026-05-27T12:00:00Z',
    ...patch,
  };
}

function show(value: TransferLink, viewerEmail: string | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <I18nextProvider i18n={i18n}>
          <LinkPage link={value} viewerEmail={viewerEmail} now={NOW} />
        </I18nextProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent?.trim());

describe('LinkPage', () => {
  it('the receiver enters the code, sees the attempts left and is told at the field what is wrong', () => {
    show(link(), 'personal@demo.test');
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      '\u2068Sofia Marquez\u2069 sent you money',
    );
    expect(screen.getByText('Attempts left: 3.')).toBeTruthy();
    expect(buttonNames()).toEqual(['Claim money', 'Reject']);
    const field = screen.getByLabelText('Security code') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Claim money' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the security code.');
    fireEvent.input(field, { target: { value: '12x' } });
    expect(field.value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Claim money' }));
    expect(screen.getByRole('alert').textContent).toBe('The security code has 4 to 6 digits.');
    expect(field.value).toBe('12');
    expect(screen.getByTestId('expiry-note').textContent).toMatch(
      /^This link expires on \u2068Jun 10, 2026.*\u2069\./,
    );
  });

  it('the sender sees the code to pass on and the sharing actions, never the code field', () => {
    show(link({ security_code: '1234' }), 'merchant@demo.test');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your transfer link is ready');
    expect(screen.getByTestId('security-code').textContent).toBe('1234');
    expect(buttonNames()).toEqual(['Share link', 'Copy message', 'Duplicate', 'Revoke']);
    expect(screen.queryByLabelText('Security code')).toBeNull();
    expect(screen.getByTestId('expiry-note').textContent).toContain('after 14 days');
  });

  it('revoking asks first', () => {
    show(link({ security_code: '1234' }), 'merchant@demo.test');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Revoke this transfer link?')).toBeTruthy();
    expect(within(dialog).getByText('Revoke link', { selector: 'button' })).toBeTruthy();
  });

  it('a visitor is sent to sign in and back to this link', () => {
    show(
      link({ participants: { sender: { name: 'Sofia Marquez', email: null }, receiver: null, admin: null } }),
      null,
    );
    const signIn = screen.getByRole('link', { name: 'Sign in to claim' });
    expect(signIn.getAttribute('href')).toBe('/auth/login?continue=%2Ftransfer%2FTL10000001');
    expect(buttonNames()).toEqual([]);
  });

  it('a locked link says until when, and offers the receiver nothing to press', () => {
    show(
      link({ status: 'blocked', attempts_left: 0, blocked_until: '2026-06-02T12:00:00Z' }),
      'personal@demo.test',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transfer link locked');
    expect(screen.getByText('Transfer link locked for 24 hours after attempts run out')).toBeTruthy();
    expect(screen.getByTestId('retry-time').textContent).toMatch(
      /^Try again after \u2068Jun 2, 2026.*\u2069\.$/,
    );
    expect(buttonNames()).toEqual([]);
  });

  it.each([
    [{ status: 'claimed' as const }, 'personal@demo.test', 'This transfer has already been claimed'],
    [{ status: 'expired' as const }, 'personal@demo.test', 'This transfer link has expired'],
    [
      { status: 'rejected' as const, rejected_by: 'receiver' as const },
      'personal@demo.test',
      'You have already rejected this transfer',
    ],
    [
      { status: 'rejected' as const, rejected_by: 'sender' as const },
      'personal@demo.test',
      'This transfer was rejected',
    ],
    [{ status: 'confirm_failed_system' as const }, 'merchant@demo.test', 'This transfer failed'],
  ])('%j for %s reads %s', (patch, email, title) => {
    show(link(patch), email);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.queryByLabelText('Security code')).toBeNull();
  });

  it('the admin only looks', () => {
    show(link(), 'support@demo.test');
    expect(buttonNames()).toEqual([]);
    expect(screen.getByText('You are viewing this link as an administrator.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
// The identity-check password dialog's two states as a person sees them (spec A §4, §8): the view state's
// Change button waits for the password and a failed retrieval offers a retry; the change state puts each rule
// at its field once sent, keeps what was typed, and sends only a valid pair.
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import cardActivation from '../../../../locales/en/cardActivation.json';
import { IdentityPasswordChange } from '@/screens/card-identity/identity-password-change';
import { EMPTY_IDENTITY_DRAFT, type IdentityDraft } from '@/screens/card-identity/identity-password-rules';
import { IdentityPasswordView } from '@/screens/card-identity/identity-password-view';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { cardActivation } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

function Change({ onSubmit, onCancel }: { onSubmit: (draft: IdentityDraft) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState(EMPTY_IDENTITY_DRAFT);
  return (
    <IdentityPasswordChange
      draft={draft}
      onDraft={setDraft}
      submitLabel="Save password"
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}

const renderIn = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

/** The text of the message a field points to, or null. */
const messageOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('IdentityPasswordChange', () => {
  it('shows each rule at its field on submit, keeps the input and sends nothing', () => {
    const onSubmit = vi.fn();
    renderIn(<Change onSubmit={onSubmit} onCancel={() => {}} />);
    const next = screen.getByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    fireEvent.input(next, { target: { value: 'abc 12' } });
    fireEvent.input(confirm, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messageOf(next)).toBe('Use only letters and digits.');
    expect(messageOf(confirm)).toBe('The password must be at least 6 characters.');
    expect(next).toHaveProperty('value', 'abc 12');
    expect(document.activeElement).toBe(next);

    fireEvent.input(next, { target: { value: 'Secret99' } });
    fireEvent.input(confirm, { target: { value: 'Secret98' } });
    expect(messageOf(next)).toBeNull();
    expect(messageOf(confirm)).toBe('The password confirmation does not match');
  });

  it('sends a valid pair, and Cancel sends nothing', () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    renderIn(<Change onSubmit={onSubmit} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.input(screen.getByLabelText('New password'), { target: { value: 'Secret99' } });
    fireEvent.input(screen.getByLabelText('Confirm new password'), { target: { value: 'Secret99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(onSubmit).toHaveBeenCalledWith({ new_password: 'Secret99', confirm_password: 'Secret99' });
  });
});

describe('IdentityPasswordView', () => {
  const view = (props: Partial<Parameters<typeof IdentityPasswordView>[0]>) =>
    renderIn(
      <IdentityPasswordView
        password={undefined}
        loading={false}
        failed={false}
        onRetry={() => {}}
        onChange={() => {}}
        {...props}
      />,
    );

  it('keeps Change password disabled until the password is retrieved, and hides it until asked', () => {
    view({ loading: true });
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveProperty('disabled', true);
    cleanup();
    const onChange = vi.fn();
    view({ password: 'Ident1234', onChange });
    expect(screen.queryByText('Ident1234')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByText('Ident1234')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('says the retrieval failed and retries', () => {
    const onRetry = vi.fn();
    view({ failed: true, onRetry });
    expect(screen.getByRole('alert').textContent).toContain('Failed to retrieve password. Please try again.');
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

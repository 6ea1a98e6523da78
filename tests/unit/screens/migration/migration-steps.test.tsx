// @vitest-environment jsdom
// What a person sees on the migration's consent and password steps (spec B §4, §5): refusing asks first and says
// it cannot be undone (Cancel refuses nothing), and a mismatched confirmation is flagged at its field with the
// spec's words while everything typed stays.
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import auth from '../../../../locales/en/auth.json';
import migration from '../../../../locales/en/migration.json';
import { ConsentStep } from '@/screens/migration/consent-step';
import { PasswordStep } from '@/screens/migration/password-step';

const i18n = i18next.createInstance();
beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { auth, migration } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const wrap = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('ConsentStep', () => {
  it('asks before refusing, says it is for good, and Cancel refuses nothing', async () => {
    const onRefuse = vi.fn(async () => undefined);
    wrap(<ConsentStep onStart={() => {}} onRefuse={onRefuse} />);
    fireEvent.click(screen.getByRole('button', { name: "I don't want to migrate" }));
    expect(screen.getByText(migration.refuse.body)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep my options open' }));
    expect(onRefuse).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: "I don't want to migrate" }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refuse for good' })));
    expect(onRefuse).toHaveBeenCalledTimes(1);
  });

  it('shows why a refusal failed', async () => {
    wrap(<ConsentStep onStart={() => {}} onRefuse={async () => 'Something went wrong'} />);
    fireEvent.click(screen.getByRole('button', { name: "I don't want to migrate" }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refuse for good' })));
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong');
  });
});

describe('PasswordStep', () => {
  function renderStep(serverErrors = {}) {
    const onSubmit = vi.fn();
    wrap(<PasswordStep onSubmit={onSubmit} busy={false} serverErrors={serverErrors} formError={undefined} />);
    const password = screen.getByLabelText('New password') as HTMLInputElement;
    const confirm = screen.getByLabelText('Confirm the new password') as HTMLInputElement;
    const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Finish migration' }));
    return { onSubmit, password, confirm, submit };
  }

  it('flags a mismatched confirmation at its field and keeps what was typed', () => {
    const { onSubmit, password, confirm, submit } = renderStep();
    fireEvent.input(password, { target: { value: 'Migrate2024' } });
    fireEvent.input(confirm, { target: { value: 'Migrate2025' } });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('The password confirmation does not match').id).toBe('migration-confirm-error');
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(password.value).toBe('Migrate2024');
  });

  it('asks for the password rule of spec A, then sends both values', () => {
    const { onSubmit, password, confirm, submit } = renderStep();
    fireEvent.input(password, { target: { value: 'weakweak' } });
    submit();
    expect(document.getElementById('migration-password-error')?.textContent).toBe(
      migration.validation.passwordRule,
    );
    fireEvent.input(password, { target: { value: 'Migrate2024' } });
    fireEvent.input(confirm, { target: { value: 'Migrate2024' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ password: 'Migrate2024', confirm: 'Migrate2024' });
  });

  it('shows the server message at the field until the person types there again', () => {
    const { confirm } = renderStep({ confirm: 'The password confirmation does not match' });
    expect(document.getElementById('migration-confirm-error')).toBeTruthy();
    fireEvent.input(confirm, { target: { value: 'x' } });
    expect(document.getElementById('migration-confirm-error')).toBeNull();
  });
});

// @vitest-environment jsdom
// The one-time-code step (spec A §4): digits only, a filled code submits itself, the refusal shows at the field,
// and the resend link appears only when the countdown has run out.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import auth from '../../../locales/en/auth.json';
import { CodeStep } from '@/screens/auth/code-step';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { auth } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderStep(
  onSubmit: (code: string) => Promise<string | undefined>,
  onResend = vi.fn(async () => {}),
) {
  render(
    <I18nextProvider i18n={i18n}>
      <CodeStep
        idPrefix="t"
        email="amelia@demo.test"
        backLabel="Back"
        onBack={() => {}}
        onSubmit={onSubmit}
        onResend={onResend}
      />
    </I18nextProvider>,
  );
  return { input: screen.getByLabelText('6-digit code') as HTMLInputElement, onResend };
}

describe('CodeStep', () => {
  it('keeps digits only and submits once when the sixth digit is in', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { input } = renderStep(onSubmit);
    fireEvent.input(input, { target: { value: '12a3' } });
    expect(input.value).toBe('123');
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => fireEvent.input(input, { target: { value: '123456' } }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('shows the refusal at the code field', async () => {
    const { input } = renderStep(async () => 'Invalid OTP');
    await act(async () => fireEvent.input(input, { target: { value: '000000' } }));
    expect(screen.getByText('Invalid OTP').id).toBe('t-code-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for all 6 digits when submitted early', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderStep(onSubmit);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    expect(screen.getByText('Enter the 6-digit code.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts down, then offers a resend link that restarts the countdown', async () => {
    vi.useFakeTimers();
    const { onResend } = renderStep(async () => undefined);
    expect(screen.getByText('New code in 01:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(60_500));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send a new code' })));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('A new code is on its way.')).toBeTruthy();
    expect(screen.getByText(/New code in 0[01]:/)).toBeTruthy();
  });
});

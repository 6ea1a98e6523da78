// @vitest-environment jsdom
// The resend countdown (spec A §4: a countdown, then a resend link) and the RJSF `otp` widget, which submits
// its form once the code is complete.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import widgets from '../../../../locales/en/widgets.json';
import { ResendCountdown } from '@/forms/otp/resend-countdown';
import { OtpWidget } from '@/forms/widgets/otp-widget';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { widgets } }, interpolation: { escapeValue: false } });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ResendCountdown', () => {
  it('counts down, then offers the link, and counts again after a resend', async () => {
    vi.useFakeTimers();
    const onResend = vi.fn(async () => {});
    render(
      <I18nextProvider i18n={i18n}>
        <ResendCountdown seconds={45} onResend={onResend} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Resend code in 00:45')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('Resend code in 00:42')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(42_000));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend code' })));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Resend code in 00:45')).toBeTruthy();
  });

  it('keeps the link when the resend fails', async () => {
    vi.useFakeTimers();
    const onResend = vi.fn(async () => {
      throw new Error('Failed to generate OTP. Please try again.');
    });
    render(
      <I18nextProvider i18n={i18n}>
        <ResendCountdown seconds={1} onResend={onResend} />
      </I18nextProvider>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend code' })));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });
});

describe('OtpWidget', () => {
  const schema = {
    type: 'object',
    required: ['code'],
    properties: { code: { type: 'string', title: 'Code', pattern: '^\\d{6}$' } },
  } satisfies RJSFSchema;

  function renderForm(onSubmit: (data: unknown) => void, options: Record<string, unknown> = {}) {
    render(
      <I18nextProvider i18n={i18n}>
        <Form
          schema={schema}
          uiSchema={{ code: { 'ui:widget': 'otp', 'ui:options': options } }}
          widgets={{ otp: OtpWidget }}
          validator={validator}
          onSubmit={({ formData }) => onSubmit(formData)}
        />
      </I18nextProvider>,
    );
  }

  it('submits the form with the whole code when the last box is filled', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy();
    await act(async () =>
      fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '123 456' } }),
    );
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ code: '123456' });
  });

  it('does not submit a partial code, and leaves submitting to the form when autoSubmit is off', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit, { autoSubmit: false, length: 4 });
    await act(async () =>
      fireEvent.paste(screen.getByLabelText('Digit 1 of 4'), { clipboardData: { getData: () => '12' } }),
    );
    await act(async () =>
      fireEvent.paste(screen.getByLabelText('Digit 3 of 4'), { clipboardData: { getData: () => '34' } }),
    );
    expect(
      screen
        .getAllByRole('textbox')
        .map((b) => (b as HTMLInputElement).value)
        .join(''),
    ).toBe('1234');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

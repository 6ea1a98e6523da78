// @vitest-environment jsdom
// The panel that sends a whole wizard as a person sees it: disabled with the steps still to do listed (each opens
// its step), enabled once every check holds, gone while `finish.when` does not hold; sending shows the notice and
// goes on, a refusal shows the server's reasons and lets the person try again.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiError } from '@/api/errors';
import type { WizardFile, WizardStep } from '@/config/wizard-file';
import { FinishPanel } from '@/renderers/wizard/finish-panel';
import errors from '../../../../locales/en/errors.json';
import forms from '../../../../locales/en/forms.json';
import onboarding from '../../../../locales/en/onboarding.json';

const calls = vi.hoisted(() => ({ callOperation: vi.fn() }));
vi.mock('@/forms/operation', () => calls);
const toasts = vi.hoisted(() => ({ success: vi.fn() }));
vi.mock('@/ui/notices', () => ({ notice: toasts }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { errors, forms, onboarding } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const details: WizardStep = {
  id: 'business-details',
  label: 'onboarding:steps.businessDetails',
  form: 'business-details',
  done: [{ check: 'present', path: 'data.company', message: 'onboarding:checks.missing' }],
};
const owners: WizardStep = {
  id: 'owners',
  label: 'onboarding:steps.owners',
  tables: ['onboarding-owners'],
  done: [{ check: 'minItems', path: 'data.ubo', value: 1, message: 'onboarding:checks.oneOwner' }],
};
const profile: WizardStep = { id: 'public-profile', label: 'onboarding:steps.publicProfile', form: 'p' };
const FILE: WizardFile = {
  title: 'onboarding:title',
  layout: 'tabs',
  steps: [profile, details, owners],
  finish: {
    call: { operation: 'POST /api/v2/processing/onboarding/submit' },
    label: 'onboarding:submit',
    notice: 'onboarding:submitted',
    when: { 'data.application_status.status': ['not_submitted', 'rejected'] },
    goTo: 'business-home',
  },
};
const progress = (status: string, data: object = {}) => ({
  data: { application_status: { status }, ...data },
});
const COMPLETE = progress('not_submitted', { company: 'Acme', ubo: [{}] });

function Where() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderPanel(answer: unknown) {
  const onOpenStep = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/business-profile']}>
          <Routes>
            <Route
              path="/business-profile"
              element={<FinishPanel file={FILE} progress={answer} sources={{}} onOpenStep={onOpenStep} />}
            />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onOpenStep };
}
// While sending, the button also says so (its spinner's words come first).
const submit = () => screen.getByRole('button', { name: /Submit for review$/ }) as HTMLButtonElement;

describe('FinishPanel', () => {
  it('is disabled while steps are left, and lists them, each opening its step', async () => {
    const { onOpenStep } = renderPanel(progress('not_submitted', { company: 'Acme' }));
    const panel = screen.getByRole('region', { name: 'Submit for review' });
    expect(within(panel).getByText('Complete these steps first:')).toBeTruthy();
    const left = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(left).toEqual(["Owner's details"]);
    expect(submit().disabled).toBe(true);
    await userEvent.click(submit());
    expect(calls.callOperation).not.toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: "Owner's details" }));
    expect(onOpenStep).toHaveBeenCalledWith(owners);
  });

  it('lists every step whose checks fail, never one without checks', () => {
    renderPanel(progress('rejected'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Business details',
      "Owner's details",
    ]);
  });

  it('is not offered while the application is under review', () => {
    renderPanel(progress('under_review', { company: 'Acme', ubo: [{}] }));
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(screen.queryByText('Complete these steps first:')).toBeNull();
  });

  it('sends the application once everything is in place, says so and goes on', async () => {
    calls.callOperation.mockResolvedValueOnce({ success: true });
    renderPanel(COMPLETE);
    expect(screen.getByText('Everything is in place. Send your application for review.')).toBeTruthy();
    expect(submit().disabled).toBe(false);
    await userEvent.click(submit());
    expect(calls.callOperation).toHaveBeenCalledWith(FILE.finish!.call, {});
    expect(toasts.success).toHaveBeenCalledWith('Your application was submitted for review.');
    expect(await screen.findByText('Now at /business/home')).toBeTruthy();
  });

  it('shows the server’s reasons when it refuses, and lets the person try again', async () => {
    let refuse!: (error: unknown) => void;
    calls.callOperation.mockReturnValueOnce(new Promise((_, reject) => (refuse = reject)));
    renderPanel(COMPLETE);
    await userEvent.click(submit());
    expect(submit().disabled).toBe(true);
    expect(submit().getAttribute('aria-busy')).toBe('true');
    expect(within(submit()).getByRole('status').textContent).toBe(forms.common.sending);
    await act(async () =>
      refuse(
        new ApiError({
          message: 'The application is incomplete.',
          statusCode: 422,
          errors: { ubo: ['Ownership must add up to 100 %.'], signature: ['A signature is missing.'] },
        }),
      ),
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The application is incomplete.')).toBeTruthy();
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ownership must add up to 100 %.', 'A signature is missing.']);
    expect(toasts.success).not.toHaveBeenCalled();
    expect(screen.queryByText(/Now at/)).toBeNull();
    expect(submit().disabled).toBe(false);
  });
});

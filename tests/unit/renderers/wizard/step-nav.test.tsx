// @vitest-environment jsdom
// The step list of a wizard as a person sees it: the current step announced as the current one, complete steps
// marked, a step that may not open yet disabled with the steps that come first named, and opening a step.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { WizardStep } from '@/config/wizard-file';
import { StepNav, type StepEntry } from '@/renderers/wizard/step-nav';
import forms from '../../../../locales/en/forms.json';
import onboarding from '../../../../locales/en/onboarding.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { forms, onboarding } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const step = (id: string, label: string): WizardStep => ({
  id,
  label: `onboarding:steps.${label}`,
  form: id,
});
const details = step('business-details', 'businessDetails');
const profile = step('public-profile', 'publicProfile');
const owners = step('owners', 'owners');
const payouts = step('withdrawal', 'withdrawal');

function renderNav(entries: StepEntry[], current = 0, layout: 'steps' | 'tabs' = 'tabs') {
  const onOpen = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <StepNav entries={entries} current={current} onOpen={onOpen} layout={layout} />
    </I18nextProvider>,
  );
  return { onOpen, nav: screen.getByRole('navigation', { name: 'Steps' }) };
}

describe('StepNav', () => {
  it('marks the current step for screen readers and only that one', () => {
    const { nav } = renderNav(
      [
        { step: profile, complete: false, blockers: [] },
        { step: details, complete: false, blockers: [] },
      ],
      1,
    );
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual([null, 'step']);
    expect(buttons[1]?.textContent).toBe('2Business details');
  });

  it('says a complete step is complete and numbers the others', () => {
    const { nav } = renderNav([
      { step: profile, complete: true, blockers: [] },
      { step: details, complete: false, blockers: [] },
    ]);
    // The tick is drawn for the eye; the words are there for a screen reader.
    expect(within(nav).getByRole('button', { name: 'Public profile (complete)' }).textContent).toBe(
      'Public profile (complete)',
    );
    expect(within(nav).getByRole('button', { name: 'Business details' }).textContent).toBe(
      '2Business details',
    );
  });

  it('disables a step that may not open yet and names the steps that come first', async () => {
    const { nav, onOpen } = renderNav([
      { step: details, complete: false, blockers: [] },
      { step: owners, complete: false, blockers: [details] },
      { step: payouts, complete: false, blockers: [details, owners] },
    ]);
    const shut = within(nav).getByRole('button', { name: "Owner's details Complete Business details first" });
    expect((shut as HTMLButtonElement).disabled).toBe(true);
    expect(shut.getAttribute('title')).toBe('Complete Business details first');
    const later = within(nav).getByRole('button', {
      name: "Withdrawal details Complete Business details, Owner's details first",
    });
    expect((later as HTMLButtonElement).disabled).toBe(true);
    expect(
      (within(nav).getByRole('button', { name: 'Business details' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    await userEvent.click(shut);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens a step that may open', async () => {
    const { nav, onOpen } = renderNav([
      { step: details, complete: true, blockers: [] },
      { step: owners, complete: false, blockers: [] },
    ]);
    const open = within(nav).getByRole('button', { name: "Owner's details" });
    expect((open as HTMLButtonElement).disabled).toBe(false);
    expect(open.getAttribute('title')).toBeNull();
    await userEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith(1);
  });
});

// @vitest-environment jsdom
// Step 2 of the physical activation as a person sees it (spec A §3, §9): the card number shown 4 by 4,
// Continue disabled until the code has 6 digits, the card checks at their fields before anything is sent, and
// the server's word about the code at the code.
import { useState, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import cardActivation from '../../../../locales/en/cardActivation.json';
import widgets from '../../../../locales/en/widgets.json';
import { EMPTY_DETAILS, type ActivationField } from '@/screens/card-activation/activation-form';
import { CardDetailsStep } from '@/screens/card-activation/card-details-step';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { cardActivation, widgets } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

function Step({
  onSubmit,
  serverErrors = {},
}: {
  onSubmit: () => void;
  serverErrors?: Partial<Record<ActivationField, string>>;
}) {
  const [details, setDetails] = useState(EMPTY_DETAILS);
  return (
    <CardDetailsStep
      details={details}
      onDetails={setDetails}
      serverErrors={serverErrors}
      onEdited={() => {}}
      submitting={false}
      onBack={() => {}}
      onSubmit={onSubmit}
    />
  );
}

const renderIn = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const messageOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('CardDetailsStep', () => {
  it('groups the card number, waits for six digits, and checks the card before sending', () => {
    const onSubmit = vi.fn();
    renderIn(<Step onSubmit={onSubmit} />);
    const pan = screen.getByLabelText('Card number');
    fireEvent.input(pan, { target: { value: '5355-4200 0000 2007 99' } });
    expect(pan).toHaveProperty('value', '5355 4200 0000 2007');
    const submit = screen.getByRole('button', { name: 'Continue' });
    fireEvent.input(screen.getByLabelText('Digit 1 of 6'), { target: { value: '12345' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.input(screen.getByLabelText('Digit 6 of 6'), { target: { value: '6' } });
    expect(submit).toHaveProperty('disabled', false);

    fireEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(messageOf(pan)).toBe('This card number is not valid.');
    expect(messageOf(screen.getByLabelText('CVV'))).toBe('Enter the CVV.');

    fireEvent.input(pan, { target: { value: '5355420000002006' } });
    fireEvent.input(screen.getByLabelText('CVV'), { target: { value: '12a3' } });
    expect(screen.getByLabelText('CVV')).toHaveProperty('value', '123');
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the server refusing the code at the code field', () => {
    renderIn(<Step onSubmit={() => {}} serverErrors={{ second_factor_code: 'Invalid OTP' }} />);
    expect(messageOf(screen.getByLabelText('Digit 1 of 6'))).toBe('Invalid OTP');
    expect(screen.getByLabelText('Digit 1 of 6').getAttribute('aria-invalid')).toBe('true');
  });
});

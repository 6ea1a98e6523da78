// @vitest-environment jsdom
// The business home's application cards (spec B §4 application stages): each stage says where it stands, and
// only an approved application says the business can take payments.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import publicTexts from '../../../../locales/en/public.json';
import { OnboardingCards } from '@/screens/business-home/onboarding-cards';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['public'],
    defaultNS: 'public',
    resources: { en: { public: publicTexts } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const show = (application: Parameters<typeof OnboardingCards>[0]['application']) =>
  render(
    <I18nextProvider i18n={i18n}>
      <OnboardingCards application={application} />
    </I18nextProvider>,
  );

describe('OnboardingCards', () => {
  it('under review: two stages done, the KYB check in progress, the last not started', () => {
    show({
      status: 'under_review',
      data: [
        { label: 'application_submission', status: 'done' },
        { label: 'business_model', status: 'approved' },
        { label: 'kyb_check', status: 'under_review' },
        { label: 'complete', status: 'pending' },
      ],
    });
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByText('Application submission')).toBeTruthy();
    expect(within(cards[0]!).getByText('Done')).toBeTruthy();
    expect(within(cards[2]!).getByText('Business verification')).toBeTruthy();
    expect(within(cards[2]!).getByText('In progress')).toBeTruthy();
    expect(within(cards[3]!).getByText('Not started')).toBeTruthy();
    expect(screen.queryByText('Your business is verified. You can take payments.')).toBeNull();
  });

  it('rejected: the turned-down stage says it needs changes', () => {
    show({ status: 'rejected', data: [{ label: 'business_model', status: 'rejected' }] });
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[1]!).getByText('Needs changes')).toBeTruthy();
  });

  it('approved: every stage done and the business told it can take payments', () => {
    show({ status: 'approved', data: [] });
    expect(screen.getAllByText('Done')).toHaveLength(4);
    expect(screen.getByText('Your business is verified. You can take payments.')).toBeTruthy();
  });
});

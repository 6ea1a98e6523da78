// @vitest-environment jsdom
// The wizard's step list and its hook (spec A §4): checks before moving on, free way back, locked future.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import widgets from '../../../../locales/en/widgets.json';
import { WizardSteps } from '@/forms/wizard/wizard-steps';
import { useWizard } from '@/forms/wizard/use-wizard';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { widgets } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const TITLES = ['Identity check', 'Code', 'Confirm'];

function Wizard(props: {
  beforeChange: (from: number, to: number) => boolean | Promise<boolean>;
  onComplete: () => void;
}) {
  const wizard = useWizard({ steps: TITLES.length, ...props });
  return (
    <I18nextProvider i18n={i18n}>
      <WizardSteps titles={TITLES} state={wizard.state} onSelect={(step) => void wizard.goTo(step)} />
      <button type="button" onClick={() => void wizard.next()}>
        Next
      </button>
    </I18nextProvider>
  );
}

const item = (name: string) =>
  screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name)) as HTMLElement;

describe('WizardSteps', () => {
  it('lists the steps in order, marks the current one and locks the rest', () => {
    render(<Wizard beforeChange={() => true} onComplete={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1Identity check',
      '2CodeNot available yet',
      '3ConfirmNot available yet',
    ]);
    expect(items[0]?.getAttribute('aria-current')).toBe('step');
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('moves on only when the check says yes, returns freely, and jumps forward only as far as reached', async () => {
    let allow = false;
    const beforeChange = vi.fn(async () => allow);
    render(<Wizard beforeChange={beforeChange} onComplete={() => {}} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(beforeChange).toHaveBeenCalledWith(0, 1);
    expect(item('Identity check').getAttribute('aria-current')).toBe('step');

    allow = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(item('Confirm').getAttribute('aria-current')).toBe('step');
    expect(item('Identity check').textContent).toContain('Completed');

    beforeChange.mockClear();
    await act(async () => fireEvent.click(within(item('Identity check')).getByRole('button')));
    expect(beforeChange).not.toHaveBeenCalled();
    expect(item('Identity check').getAttribute('aria-current')).toBe('step');

    // Forward again to the furthest step: allowed, but its check runs.
    allow = false;
    await act(async () => fireEvent.click(within(item('Confirm')).getByRole('button')));
    expect(beforeChange).toHaveBeenCalledWith(0, 2);
    expect(item('Identity check').getAttribute('aria-current')).toBe('step');
    allow = true;
    await act(async () => fireEvent.click(within(item('Confirm')).getByRole('button')));
    expect(item('Confirm').getAttribute('aria-current')).toBe('step');
  });

  it('completes once when the last step is left', async () => {
    const onComplete = vi.fn();
    render(<Wizard beforeChange={() => true} onComplete={onComplete} />);
    for (let i = 0; i < 3; i++)
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(onComplete).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment jsdom
// The percent input (spec A §9): 0 to 100, at most 2 decimals, a comma as decimal point, "%" beside it.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { PercentWidget } from '@/forms/widgets/percent-widget';
import { initInputsI18n, renderWidget } from './widget-harness';

beforeAll(initInputsI18n);
afterEach(cleanup);

const box = () => screen.getByRole('textbox') as HTMLInputElement;

describe('PercentWidget', () => {
  it('stores 12.5 for "12,5" and shows "12.5" after leaving', async () => {
    const { user, onChange } = renderWidget(PercentWidget);
    await user.type(box(), '12,50');
    expect(box().value).toBe('12,50');
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    await user.tab();
    expect(box().value).toBe('12.5');
  });

  it('refuses a third decimal', async () => {
    const { user, onChange } = renderWidget(PercentWidget);
    await user.type(box(), '33.333');
    expect(box().value).toBe('33.33');
    expect(onChange).toHaveBeenLastCalledWith(33.33);
    expect(screen.getByRole('status').textContent).toBe('Up to 2 decimal places.');
  });

  it('refuses more than 100', async () => {
    const { user, onChange } = renderWidget(PercentWidget);
    await user.type(box(), '100.5');
    expect(box().value).toBe('100.');
    expect(onChange).toHaveBeenLastCalledWith(100);
    expect(screen.getByRole('status').textContent).toBe('The maximum is 100.');
    await user.clear(box());
    await user.type(box(), '101');
    expect(box().value).toBe('10');
  });

  it('shows the "%" sign and a starting value', () => {
    renderWidget(PercentWidget, { value: 7.25 });
    expect(screen.getByText('%')).toBeTruthy();
    expect(box().value).toBe('7.25');
  });
});

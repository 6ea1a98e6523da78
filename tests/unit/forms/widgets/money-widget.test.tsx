// @vitest-environment jsdom
// The money input (spec A §5, §9): keeps what is typed, stores the number, decimals per currency, a comma as
// decimal point, 999 999 999.99 at most, "1 234.50" after leaving the field, the currency code beside it.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MoneyWidget } from '@/forms/widgets/money-widget';
import { initInputsI18n, renderWidget } from './widget-harness';

beforeAll(initInputsI18n);
afterEach(cleanup);

const amountBox = () => screen.getByRole('textbox') as HTMLInputElement;

describe('MoneyWidget', () => {
  it('keeps "12,5" while typing and stores 12.5', async () => {
    const { user, onChange } = renderWidget(MoneyWidget, { options: { currency: 'USD' } });
    await user.type(amountBox(), '12,5');
    expect(amountBox().value).toBe('12,5');
    expect(onChange).toHaveBeenLastCalledWith(12.5);
  });

  it('keeps a trailing decimal point while typing', async () => {
    const { user, onChange } = renderWidget(MoneyWidget, { options: { currency: 'USD' } });
    await user.type(amountBox(), '12.');
    expect(amountBox().value).toBe('12.');
    expect(onChange).toHaveBeenLastCalledWith(12);
  });

  it('formats with a space separator and two decimals on leaving the field', async () => {
    const { user, onChange, onBlur } = renderWidget(MoneyWidget, { options: { currency: 'USD' } });
    await user.type(amountBox(), '1234,5');
    await user.tab();
    expect(amountBox().value).toBe('1 234.50');
    expect(onChange).toHaveBeenLastCalledWith(1234.5);
    expect(onBlur).toHaveBeenCalledWith('root_field', 1234.5);
  });

  it('refuses decimals for JPY, read from the currency field, and says why', async () => {
    const { user, onChange } = renderWidget(MoneyWidget, {
      options: { currencyField: 'currency' },
      formData: { currency: 'JPY' },
    });
    await user.type(amountBox(), '1500.');
    expect(amountBox().value).toBe('1500');
    expect(onChange).toHaveBeenLastCalledWith(1500);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'JPY amounts have no decimals.');
    await user.tab();
    expect(amountBox().value).toBe('1 500');
  });

  it.each(['VND', 'IDR', 'CNY'])(
    'refuses decimals for %s when the currency list does not know it',
    async (code) => {
      const { user } = renderWidget(MoneyWidget, { options: { currency: code } });
      await user.type(amountBox(), '7,5');
      expect(amountBox().value).toBe('75');
    },
  );

  it('takes three decimals for a currency the list gives fractionCount 3', async () => {
    const { user, onChange } = renderWidget(MoneyWidget, { options: { currency: 'KWD' } });
    await user.type(amountBox(), '1,2345');
    expect(amountBox().value).toBe('1,234');
    expect(onChange).toHaveBeenLastCalledWith(1.234);
    expect(screen.getByRole('status').textContent).toBe('Up to 3 decimal places.');
  });

  it('refuses letters and more than the maximum', async () => {
    const { user, onChange } = renderWidget(MoneyWidget, { options: { currency: 'EUR' } });
    await user.type(amountBox(), '12x');
    expect(amountBox().value).toBe('12');
    expect(screen.getByRole('status').textContent).toBe('Only digits and one decimal point (. or ,).');
    await user.clear(amountBox());
    await user.type(amountBox(), '9999999999');
    expect(amountBox().value).toBe('999999999');
    expect(onChange).toHaveBeenLastCalledWith(999999999);
    expect(screen.getByRole('status').textContent).toBe('The maximum is 999 999 999.99.');
  });

  it('stores nothing when emptied', async () => {
    const { user, onChange } = renderWidget(MoneyWidget, { value: 40, options: { currency: 'USD' } });
    expect(amountBox().value).toBe('40.00');
    await user.clear(amountBox());
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(amountBox().value).toBe('');
  });

  it('shows the currency code at the start and describes the input with it', () => {
    renderWidget(MoneyWidget, { options: { currency: 'EUR' } });
    const unit = screen.getByText('EUR');
    expect(unit.closest('[id]')?.id).toBe('root_field-unit');
    expect(amountBox().getAttribute('aria-describedby')).toContain('root_field-unit');
    expect(amountBox().getAttribute('aria-describedby')).toContain('root_field__error');
    expect(amountBox().getAttribute('inputmode')).toBe('decimal');
    expect(amountBox().getAttribute('dir')).toBe('ltr');
    expect(amountBox().id).toBe('root_field');
  });

  it('follows the currency field when it changes, rounding the amount to the new currency', async () => {
    const { setFormData, onChange } = renderWidget(MoneyWidget, {
      value: 12.5,
      options: { currencyField: 'currency' },
      formData: { currency: 'USD' },
    });
    expect(screen.getByText('USD')).toBeTruthy();
    expect(amountBox().value).toBe('12.50');
    await setFormData({ currency: 'JPY' });
    expect(screen.getByText('JPY')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(13);
    expect(amountBox().value).toBe('13');
  });

  it('shows a new value set from outside', async () => {
    const { setValue } = renderWidget(MoneyWidget, { value: 5, options: { currency: 'USD' } });
    await setValue(2500);
    expect(amountBox().value).toBe('2 500.00');
    await setValue(undefined);
    expect(amountBox().value).toBe('');
  });

  it('marks itself invalid when the field has errors', () => {
    renderWidget(MoneyWidget, { options: { currency: 'USD' }, rawErrors: ['Required'] });
    expect(amountBox().getAttribute('aria-invalid')).toBe('true');
  });
});

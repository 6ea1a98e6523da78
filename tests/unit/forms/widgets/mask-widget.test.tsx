// @vitest-environment jsdom
// The mask input (spec A §9): digits shown grouped, the digits alone stored, pasted junk dropped, the caret kept
// in place when the text regroups.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MaskWidget } from '@/forms/widgets/mask-widget';
import { initInputsI18n, renderWidget } from './widget-harness';

beforeAll(initInputsI18n);
afterEach(cleanup);

const box = () => screen.getByRole('textbox') as HTMLInputElement;

describe('MaskWidget', () => {
  it.each([
    ['sortCode', '123456', '12-34-56', '123456'],
    ['card16', '4111111111111111', '4111 1111 1111 1111', '4111111111111111'],
    ['card19', '6011000990139424123', '6011 0009 9013 9424 123', '6011000990139424123'],
    ['monthYear', '203107', '2031-07', '203107'],
    ['digits4', '123456', '1234', '1234'],
  ])('%s: typing %s shows %j and stores %j', async (mask, typed, display, digits) => {
    const { user, onChange } = renderWidget(MaskWidget, { options: { mask } });
    await user.type(box(), typed);
    expect(box().value).toBe(display);
    expect(onChange).toHaveBeenLastCalledWith(digits);
  });

  it('drops letters and separators from a paste', async () => {
    const { user, onChange } = renderWidget(MaskWidget, { options: { mask: 'sortCode' } });
    await user.click(box());
    await user.paste('ab 12-34 56 cd 78');
    expect(box().value).toBe('12-34-56');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });

  it('ignores a typed letter', async () => {
    const { user, onChange } = renderWidget(MaskWidget, { options: { mask: 'card16' } });
    await user.type(box(), '41x1');
    expect(box().value).toBe('411');
    expect(onChange).toHaveBeenLastCalledWith('411');
  });

  it('shows a stored value grouped and stores nothing when emptied', async () => {
    const { user, onChange } = renderWidget(MaskWidget, { value: '123456', options: { mask: 'sortCode' } });
    expect(box().value).toBe('12-34-56');
    await user.clear(box());
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    const { user } = renderWidget(MaskWidget, { value: '1234', options: { mask: 'sortCode' } });
    box().focus();
    box().setSelectionRange(1, 1);
    await user.keyboard('9');
    expect(box().value).toBe('19-23-4');
    expect(box().selectionStart).toBe(2);
  });

  it('Backspace after a separator deletes the digit before it', async () => {
    const { user, onChange } = renderWidget(MaskWidget, { value: '1234', options: { mask: 'sortCode' } });
    box().focus();
    box().setSelectionRange(3, 3);
    await user.keyboard('{Backspace}');
    expect(box().value).toBe('13-4');
    expect(onChange).toHaveBeenLastCalledWith('134');
  });

  it('is a numeric, left-to-right input labelled by the field id', () => {
    renderWidget(MaskWidget, { options: { mask: 'card16' }, rawErrors: ['Invalid'] });
    expect(box().id).toBe('root_field');
    expect(box().getAttribute('inputmode')).toBe('numeric');
    expect(box().getAttribute('dir')).toBe('ltr');
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });
});

import { describe, expect, it } from 'vitest';
import { TranslatableString } from '@rjsf/utils';
import { rjsfTranslator } from '@/forms/rjsf-texts';
import forms from '../../../../locales/en/forms.json';

const t = (key: string) => `<${key}>`;

describe('rjsfTranslator', () => {
  it.each([
    [TranslatableString.AddItemButton, '<forms:common.addItem>'],
    [TranslatableString.RemoveButton, '<forms:common.removeItem>'],
    [TranslatableString.MoveUpButton, '<forms:common.moveUp>'],
    [TranslatableString.MoveDownButton, '<forms:common.moveDown>'],
    [TranslatableString.CopyButton, '<forms:common.copyItem>'],
  ])('says %s with a key of the forms catalogue', (text, expected) => {
    expect(rjsfTranslator(t)(text)).toBe(expected);
  });

  it("keeps RJSF's English, with its params, for a text no form shows", () => {
    expect(rjsfTranslator(t)(TranslatableString.OptionPrefix, ['2'])).toBe('Option 2');
  });

  it('names keys the English catalogue has', () => {
    for (const text of [TranslatableString.AddItemButton, TranslatableString.RemoveButton]) {
      const key = rjsfTranslator((k) => k)(text).replace('forms:common.', '');
      expect(forms.common).toHaveProperty(key);
    }
  });
});

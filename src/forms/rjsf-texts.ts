import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

/**
 * The texts RJSF draws itself (a list's add and remove buttons, ...) and the keys of the `forms` catalogue
 * that say them in the person's language. A text not listed stays RJSF's English: none of them shows in the
 * dashboard's forms.
 */
export const RJSF_TEXT_KEYS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.AddItemButton]: 'forms:common.addItem',
  [TranslatableString.AddButton]: 'forms:common.addItem',
  [TranslatableString.RemoveButton]: 'forms:common.removeItem',
  [TranslatableString.MoveUpButton]: 'forms:common.moveUp',
  [TranslatableString.MoveDownButton]: 'forms:common.moveDown',
  [TranslatableString.CopyButton]: 'forms:common.copyItem',
};

/** RJSF's `translateString` over the dashboard's catalogues. */
export const rjsfTranslator =
  (t: (key: string) => string) =>
  (text: TranslatableString, params?: string[]): string => {
    const key = RJSF_TEXT_KEYS[text];
    return key ? t(key) : englishStringTranslator(text, params);
  };

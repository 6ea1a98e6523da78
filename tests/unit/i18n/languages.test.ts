import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_LANGUAGES,
  INTERFACE_LANGUAGES,
  isRtl,
  supportedLanguage,
  toBcp47,
} from '@/i18n/languages';

describe('languages (spec A §1)', () => {
  it('has 13 interface languages and 15 catalogues', () => {
    expect(INTERFACE_LANGUAGES).toHaveLength(13);
    expect(CATALOGUE_LANGUAGES).toHaveLength(15);
    expect(CATALOGUE_LANGUAGES).toEqual(expect.arrayContaining(['de', 'th']));
  });

  it('applies a locale only when supported', () => {
    expect(supportedLanguage('ar_EG')).toBe('ar_EG');
    expect(supportedLanguage('fr')).toBeUndefined();
    expect(supportedLanguage(undefined)).toBeUndefined();
  });

  it('reads Arabic right to left and maps codes to BCP 47', () => {
    expect(isRtl('ar_EG')).toBe(true);
    expect(isRtl('en')).toBe(false);
    expect(toBcp47('zh_Hans_CN')).toBe('zh-Hans-CN');
  });
});

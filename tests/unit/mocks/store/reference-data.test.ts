import { describe, expect, it } from 'vitest';
import { isValidIban } from '@/mocks/store/iban';
import { DEFAULT_SEED } from '@/mocks/store/random';
import { FAQ_CODES, FAQ_LOCALES } from '@/mocks/store/seed/faqs';
import { generateSeed } from '@/mocks/store/seed/seed-all';
import { INTERFACE_LANGUAGES } from '@/i18n/languages';

const { data } = generateSeed(DEFAULT_SEED);

describe('reference data', () => {
  it('currencies: ≥ 60 with names and symbols, zero-fraction, anchored and a supported set of 25', () => {
    expect(data.currencies.length).toBeGreaterThanOrEqual(60);
    const by = new Map(data.currencies.map((c) => [c.code, c]));
    for (const code of ['JPY', 'VND', 'IDR', 'CNY']) expect(by.get(code)?.formats.fractionCount).toBe(0);
    expect(
      data.currencies
        .filter((c) => c.anchored)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['IDR', 'PHP', 'THB', 'VND']);
    expect(data.currencies.filter((c) => c.supported)).toHaveLength(25);
    expect(data.currencies.every((c) => /^[A-Z]{3}$/.test(c.code) && c.name && c.formats.symbol)).toBe(true);
  });

  it('countries: all 249 ISO 3166 codes with phone codes; 18 regions of known countries', () => {
    expect(data.countries).toHaveLength(249);
    expect(data.countries.every((c) => /^[A-Z]{2}$/.test(c.code) && /^\+\d{1,4}$/.test(c.phoneCode))).toBe(
      true,
    );
    const codes = new Set(data.countries.map((c) => c.code));
    expect(data.regions).toHaveLength(18);
    expect(data.regions.flatMap((r) => r.countries).every((c) => codes.has(c.code))).toBe(true);
    expect(data.regions.map((r) => r.name)).toContain('Horn of Africa');
  });

  it('entities, languages, socials, address configs', () => {
    expect(data.entities.map((e) => [e.id, e.name])).toEqual([
      [1, 'FPLTD'],
      [2, 'FPINC'],
      [3, 'FPUAB'],
    ]);
    expect(data.supportedLanguages.map((l) => l.code)).toEqual([...INTERFACE_LANGUAGES]);
    expect(data.socials.map((s) => s.name)).toEqual(['google', 'apple', 'facebook']);
    const us = data.addressConfigs.find((c) => c.country_code === 'US');
    expect(us?.fields.find((f) => f.type === 'select')).toMatchObject({ name: 'state', level: 1 });
    expect(us?.subdivisions.children.length).toBe(51);
    expect(data.addressConfigs.map((c) => c.country_code)).toEqual(
      expect.arrayContaining(['US', 'GB', 'DE', 'AE', 'PH']),
    );
  });

  it('FAQs: at least 3 per help code in en, ar_EG and es_CO, with HTML content', () => {
    for (const code of FAQ_CODES) {
      for (const locale of FAQ_LOCALES) {
        const faqs = data.faqs.filter((f) => f.code === code && f.locale === locale);
        expect(faqs.length, `${code} ${locale}`).toBeGreaterThanOrEqual(3);
        expect(faqs.every((f) => f.content.startsWith('<p>'))).toBe(true);
      }
    }
  });

  it('support topics have a merchant and a personal tree; IBANs are valid', () => {
    expect(data.supportTopics.map((t) => t.id)).toEqual(['merchant', 'personal']);
    const ibans = [
      ...data.bankAccounts.map((b) => b.iban),
      ...data.virtualAccounts.flatMap((v) => (v.iban ? [v.iban] : [])),
    ];
    expect(ibans.length).toBeGreaterThan(4);
    expect(ibans.every(isValidIban)).toBe(true);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('GB83WEST12345698765432')).toBe(false);
  });
});

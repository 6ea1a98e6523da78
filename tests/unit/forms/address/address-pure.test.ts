import { describe, expect, it } from 'vitest';
import { parseServerRule, parseServerRules } from '@/forms/address/server-rules';
import {
  addressFieldsOf,
  fallbackFields,
  startValue,
  type AddressFieldSpec,
  type LocalizedAddressConfig,
} from '@/forms/address/address-fields';
import { changeField, dependentSelects, subdivisionOptions } from '@/forms/address/subdivisions';
import { addressErrors } from '@/forms/address/validate-address';
import { localizedCountries } from '@/forms/address/country-names';

describe('parseServerRule', () => {
  it.each([
    ['required', { name: 'required', param: true }],
    ['email', { name: 'email', param: true }],
    ['integer', { name: 'integer', param: true }],
    ['alpha', { name: 'alpha', param: true }],
    ['numeric', { name: 'numeric', param: true }],
    ['min:3', { name: 'min', param: 3 }],
    ['max:255', { name: 'max', param: 255 }],
    ['digits:5', { name: 'digits', param: 5 }],
    ['digits_between:4,6', { name: 'digits_between', param: [4, 6] }],
    [' digits_between: 4 , 6 ', { name: 'digits_between', param: [4, 6] }],
    // Not honoured: other rule names, however useful.
    ['regex:^\\d{5}$', undefined],
    ['alpha_num', undefined],
    ['string', undefined],
    ['nullable', undefined],
    // Honoured names with arguments that do not fit are dropped, not guessed.
    ['min', undefined],
    ['min:abc', undefined],
    ['digits:-1', undefined],
    ['digits_between:6,4', undefined],
    ['digits_between:4', undefined],
  ])('%j → %o', (text, expected) => {
    expect(parseServerRule(text)).toEqual(expected);
  });

  it('splits Laravel pipes and keeps the order', () => {
    expect(parseServerRules(['required|digits:5', 'regex:x', 'max:10'])).toEqual([
      { name: 'required', param: true },
      { name: 'digits', param: 5 },
      { name: 'max', param: 10 },
    ]);
    expect(parseServerRules(undefined)).toEqual([]);
  });
});

const US: LocalizedAddressConfig = {
  country_code: 'US',
  fields: [
    {
      name: 'address',
      label: 'Street address',
      placeholder: '1 Market St',
      type: 'text',
      validation_rules: ['required'],
    },
    { name: 'state', label: 'State', type: 'select', level: 1, validation_rules: ['required'] },
    {
      name: 'zip',
      label: 'ZIP code',
      type: 'text',
      validation_rules: ['required', 'regex:^\\d{5}$', 'digits:5'],
    },
    { name: 'unit', label: 'Unit', type: 'text', validation_rules: [], default: 'A' },
    { name: 'zip', label: 'Again', type: 'text', validation_rules: [] },
  ],
};

describe('addressFieldsOf', () => {
  it('keeps the config order, the honoured rules and the required flag', () => {
    expect(addressFieldsOf(US)).toEqual([
      {
        name: 'address',
        label: 'Street address',
        translate: false,
        placeholder: '1 Market St',
        kind: 'text',
        rules: [],
        required: true,
      },
      {
        name: 'state',
        label: 'State',
        translate: false,
        kind: 'select',
        level: 1,
        rules: [],
        required: true,
      },
      {
        name: 'zip',
        label: 'ZIP code',
        translate: false,
        kind: 'text',
        rules: [{ name: 'digits', param: 5 }],
        required: true,
      },
      {
        name: 'unit',
        label: 'Unit',
        translate: false,
        kind: 'text',
        rules: [],
        required: false,
        default: 'A',
      },
    ]);
  });

  it('drops required everywhere with noRequired', () => {
    expect(addressFieldsOf(US, { noRequired: true }).map((field) => field.required)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([
    [undefined, 1],
    [2, 2],
    [3, 3],
    [7, 1],
  ])('a select with level %s reads level %i', (given, expected) => {
    const [field] = addressFieldsOf({
      fields: [{ name: 's', label: 'S', type: 'select', level: given, validation_rules: [] }],
    });
    expect(field?.level).toBe(expected);
  });

  it('falls back to an address line, a city and an optional postal code', () => {
    expect(fallbackFields().map((field) => [field.name, field.required, field.translate])).toEqual([
      ['address', true, true],
      ['city', true, true],
      ['zip', false, true],
    ]);
    expect(fallbackFields({ noRequired: true }).some((field) => field.required)).toBe(false);
  });

  it('starts a country with its defaults only', () => {
    expect(startValue('country_code', 'US', addressFieldsOf(US))).toEqual({ country_code: 'US', unit: 'A' });
  });
});

const PH_FIELDS = addressFieldsOf({
  fields: [
    { name: 'region', label: 'Region', type: 'select', level: 1, validation_rules: ['required'] },
    { name: 'city', label: 'City', type: 'select', level: 3, validation_rules: ['required'] },
    { name: 'province', label: 'Province', type: 'select', level: 2, validation_rules: ['required'] },
    { name: 'street', label: 'Street', type: 'text', validation_rules: [] },
  ],
});
const field = (name: string) => PH_FIELDS.find((f) => f.name === name) as AddressFieldSpec;
const TREE = [
  {
    code: 'NCR',
    name: 'National Capital Region',
    children: [
      {
        code: 'MM',
        name: 'Metro Manila',
        children: [
          { code: 'MNL', name: 'Manila' },
          { code: 'MKT', name: 'Makati' },
        ],
      },
    ],
  },
  {
    code: 'R7',
    name: 'Central Visayas',
    children: [
      { code: 'CEB', name: 'Cebu', children: [{ code: 'CC', name: 'Cebu City' }] },
      { code: 'BOH', name: 'Bohol' },
    ],
  },
];
const codes = (nodes: { code: string }[]) => nodes.map((node) => node.code);

describe('subdivisionOptions', () => {
  it.each([
    ['region', {}, ['NCR', 'R7']],
    ['province', {}, []],
    ['province', { region: 'R7' }, ['CEB', 'BOH']],
    ['province', { region: 'nowhere' }, []],
    ['city', { region: 'R7' }, []],
    ['city', { region: 'R7', province: 'CEB' }, ['CC']],
    ['city', { region: 'R7', province: 'BOH' }, []],
    ['city', { region: 'NCR', province: 'MM' }, ['MNL', 'MKT']],
    // A province of another region does not count.
    ['city', { region: 'NCR', province: 'CEB' }, []],
  ])('%s with %o → %o', (name, values, expected) => {
    expect(codes(subdivisionOptions(TREE, PH_FIELDS, values, field(name)))).toEqual(expected);
  });

  it('is empty without a tree', () => {
    expect(subdivisionOptions(undefined, PH_FIELDS, {}, field('region'))).toEqual([]);
  });
});

describe('changeField', () => {
  const full = { country_code: 'PH', region: 'NCR', province: 'MM', city: 'MNL', street: 'Rizal' };
  it.each([
    [
      'a new region clears province and city',
      'region',
      'R7',
      { country_code: 'PH', region: 'R7', street: 'Rizal' },
    ],
    [
      'a new province clears the city',
      'province',
      'XX',
      { country_code: 'PH', region: 'NCR', province: 'XX', street: 'Rizal' },
    ],
    ['the same region keeps the rest', 'region', 'NCR', full],
    [
      'an emptied text field is absent',
      'street',
      '',
      { country_code: 'PH', region: 'NCR', province: 'MM', city: 'MNL' },
    ],
    ['a text field clears nothing else', 'street', 'Mabini', { ...full, street: 'Mabini' }],
  ])('%s', (_, name, next, expected) => {
    expect(changeField(full, PH_FIELDS, field(name), next)).toEqual(expected);
  });

  it('lists the selects under a level', () => {
    expect(dependentSelects(PH_FIELDS, field('region'))).toEqual(['province', 'city']);
    expect(dependentSelects(PH_FIELDS, field('city'))).toEqual([]);
    expect(dependentSelects(PH_FIELDS, field('street'))).toEqual([]);
  });
});

describe('addressErrors', () => {
  const fields = addressFieldsOf({
    fields: [
      { name: 'line', label: 'Line', type: 'text', validation_rules: ['required', 'min:3'] },
      { name: 'zip', label: 'ZIP', type: 'text', validation_rules: ['required', 'digits_between:4,6'] },
      { name: 'email', label: 'E-mail', type: 'text', validation_rules: ['email'] },
      { name: 'floor', label: 'Floor', type: 'text', validation_rules: ['integer', 'max:3'] },
    ],
  });
  it.each([
    [{ line: '1 Main', zip: '12345' }, {}],
    [{}, { line: { rule: 'required', values: {} }, zip: { rule: 'required', values: {} } }],
    [
      { line: 'ab', zip: '123' },
      {
        line: { rule: 'min', values: { length: 3 } },
        zip: { rule: 'digits_between', values: { min: 4, max: 6 } },
      },
    ],
    [{ line: '1 Main', zip: '12a45' }, { zip: { rule: 'digits_between', values: { min: 4, max: 6 } } }],
    // Optional fields pass when empty, and are checked when filled.
    [{ line: '1 Main', zip: '1234', email: 'nope' }, { email: { rule: 'email', values: {} } }],
    [{ line: '1 Main', zip: '1234', floor: '2.5' }, { floor: { rule: 'integer', values: {} } }],
    [{ line: '1 Main', zip: '1234', floor: '1000' }, { floor: { rule: 'max', values: { length: 3 } } }],
  ])('%o → %o', (value, expected) => {
    expect(addressErrors(fields, value)).toEqual(expected);
  });
});

describe('localizedCountries', () => {
  const list = [
    { code: 'DE', name: 'Germany' },
    { code: 'AE', name: 'United Arab Emirates' },
    { code: 'XK', name: 'Kosovo' },
    { code: 'XY', name: 'Nowhere' },
  ];
  it.each([
    ['en', ['Germany', 'Kosovo', 'Nowhere', 'United Arab Emirates']],
    ['de', ['Deutschland', 'Kosovo', 'Nowhere', 'Vereinigte Arabische Emirate']],
  ])('names and sorts them in %s, keeping the server name where Intl has none', (locale, names) => {
    expect(localizedCountries(list, locale).map((country) => country.name)).toEqual(names);
  });

  it('keeps the codes with the names', () => {
    expect(localizedCountries(list, 'en')[0]).toEqual({ code: 'DE', name: 'Germany' });
  });
});

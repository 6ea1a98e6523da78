// The UI kit's config snippets: written from the very object that draws the sample, laid out as a person writes
// a config file (short parts on one line, longer ones broken up), and still the same JSON.
import { describe, expect, it } from 'vitest';
import { configJson, setting } from '@/screens/ui-kit/snippet';

describe('configJson', () => {
  it('keeps a short object on one line', () => {
    expect(configJson({ amount: { 'ui:widget': 'money' } })).toBe('{ "amount": { "ui:widget": "money" } }');
  });

  it('breaks a long object up, two spaces a level, keeping short parts whole', () => {
    const ui = {
      amount: { 'ui:widget': 'money', 'ui:options': { currencyField: 'from' } },
      discount: { 'ui:widget': 'percent' },
    };
    expect(configJson(ui)).toBe(
      [
        '{',
        '  "amount": { "ui:widget": "money", "ui:options": { "currencyField": "from" } },',
        '  "discount": { "ui:widget": "percent" }',
        '}',
      ].join('\n'),
    );
  });

  it.each([
    [[]],
    [{}],
    [[{ id: 'status', options: [{ value: 'paid', label: 'uiKit:samples.statusPaid' }] }, { id: 'created' }]],
    [
      {
        deep: { deeper: { deepest: ['a long text value that will not fit', 'on one line of the snippet'] } },
      },
    ],
  ])('reads back as the same value: %j', (value) => {
    expect(JSON.parse(configJson(value))).toEqual(value);
  });

  it('names a setting the way a config file does', () => {
    expect(setting('perPage', 25)).toBe('"perPage": 25');
  });
});

// The pure helpers catalogues.test.ts relies on: a helper that wrongly says "fine" would hide a broken catalogue.
import { describe, expect, it } from 'vitest';
import { englishPluralGaps, expectedKeys, nestings, nestingTarget, placeholders } from './catalogue-checks';

const ENGLISH = (type: 'cardinal' | 'ordinal') =>
  type === 'cardinal' ? ['one', 'other'] : ['one', 'two', 'few', 'other'];
const ARABIC = (type: 'cardinal' | 'ordinal') =>
  type === 'cardinal' ? ['zero', 'one', 'two', 'few', 'many', 'other'] : ['other'];

describe('placeholders', () => {
  it.each([
    ['The {{field}} field', ['field']],
    ['{{ a }} and {{a}} and {{b}}', ['a', 'b']],
    ['{{amount, currency}}', ['amount, currency']],
    ['no placeholder {field}', []],
  ])('%j → %j', (value, want) => {
    expect(placeholders(value)).toEqual(want);
  });
});

describe('nestings', () => {
  it.each([
    ['Top-up {{id}}: $t(wallet:add-money.statuses.{{status}})', ['wallet:add-money.statuses.{{status}}']],
    ['$t(b) then $t(a)', ['a', 'b']],
    ['no nesting $t', []],
  ])('%j → %j', (value, want) => {
    expect(nestings(value)).toEqual(want);
  });
});

describe('nestingTarget', () => {
  it.each([
    ['wallet:add-money.statuses.{{status}}', 'x', 'wallet', 'add-money.statuses.done', true],
    ['wallet:add-money.statuses.{{status}}', 'x', 'wallet', 'add-money.statuses.a.b', false],
    ['common.ok', 'menu', 'menu', 'common.ok', true],
    ['common.ok', 'menu', 'menu', 'commonXok', false],
    ['a:b, { "count": 2 }', 'x', 'a', 'b', true],
  ])('%j in %s names %s:%s → %s', (reference, namespace, wantNamespace, key, matches) => {
    const target = nestingTarget(reference, namespace);
    expect(target.namespace).toBe(wantNamespace);
    expect(target.keys.test(key)).toBe(matches);
  });
});

describe('englishPluralGaps', () => {
  it.each([
    ['a complete group', ['items_one', 'items_other'], []],
    ['a group without its singular', ['items_other'], ['items_one']],
    [
      'an ordinal group missing forms',
      ['place_ordinal_one', 'place_ordinal_other'],
      ['place_ordinal_two', 'place_ordinal_few'],
    ],
    ['a key that only ends like a plural form', ['greater_than_zero', 'step_one'], []],
  ])('%s', (_, keys, gaps) => {
    expect(englishPluralGaps(keys, ENGLISH)).toEqual(gaps);
  });
});

describe('expectedKeys', () => {
  it('an Arabic catalogue needs every Arabic plural form, each translating an English one', () => {
    const { expected } = expectedKeys(['items_one', 'items_other', 'title'], ARABIC);
    expect(Object.fromEntries(expected)).toEqual({
      items_zero: 'items_other',
      items_one: 'items_one',
      items_two: 'items_other',
      items_few: 'items_other',
      items_many: 'items_other',
      items_other: 'items_other',
      title: 'title',
    });
  });
});

describe('expectedKeys for ordinals', () => {
  it('reads an ordinal group as ordinal (it used to be read as a cardinal group named "x_ordinal")', () => {
    const { expected } = expectedKeys(['place_ordinal_one', 'place_ordinal_other'], ARABIC);
    expect([...expected.keys()]).toEqual(['place_ordinal_other']);
  });
});

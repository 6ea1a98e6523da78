import { describe, expect, it } from 'vitest';
import {
  amountOf,
  bodyOf,
  draftOf,
  draftProblems,
  nameProblem,
  newVersionBody,
  tagProblem,
  withRule,
  type PaymentMethod,
  type WidgetVersion,
} from '@/screens/widget-creator/widget-draft';

const version: WidgetVersion = {
  id: 'wv_001',
  name: 'Summer checkout',
  status: 'draft',
  updated_at: '2026-11-01T10:00:00Z',
  is_active: false,
  tags: ['summer'],
  settings: {
    shape: 'rounded',
    brand_color: '#1e40af',
    secondary_color: '#F59E0B',
    background: 'website',
    background_image: null,
    payment_methods: [
      {
        payment_method_id: 'pm_001',
        enabled: true,
        min_amount: 1,
        max_amount: null,
        currencies: ['USD'],
        countries: [],
      },
    ],
  },
};

describe('draftOf and bodyOf', () => {
  it('round-trips a version into the same body (colours upper case)', () => {
    expect(bodyOf(draftOf(version))).toEqual({
      name: 'Summer checkout',
      tags: ['summer'],
      settings: { ...version.settings, brand_color: '#1E40AF' },
    });
  });

  it('keeps amounts as typed text and sends them as numbers or null', () => {
    const draft = draftOf(version);
    expect(draft.rules[0]).toMatchObject({ min_amount: '1', max_amount: '' });
    const next = { ...draft, rules: withRule(draft.rules, { ...draft.rules[0]!, max_amount: '99.5' }) };
    expect(bodyOf(next).settings.payment_methods[0]).toMatchObject({ min_amount: 1, max_amount: 99.5 });
  });

  it('sends no image with the website background', () => {
    const draft = { ...draftOf(version), background_image: 'https://x.test/a.png' };
    expect(bodyOf(draft).settings.background_image).toBeNull();
  });
});

describe('amountOf', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', 0],
    ['12.5', 12.5],
    ['12,50', 12.5],
    ['-1', undefined],
    ['1.234', undefined],
    ['abc', undefined],
  ])('%j → %j', (text, expected) => {
    expect(amountOf(text)).toBe(expected);
  });
});

describe('nameProblem (spec B §5 title field)', () => {
  it.each([
    ['Summer checkout', undefined],
    ['Checkout v5 - holiday', undefined],
    ['Été 2026', undefined],
    ['', 'problems.nameRequired'],
    ['   ', 'problems.nameRequired'],
    ['Checkout v5 — holiday', 'problems.nameChars'],
    ['Sale!', 'problems.nameChars'],
    ['x'.repeat(101), 'problems.nameTooLong'],
  ])('%j → %j', (name, expected) => {
    expect(nameProblem(name)).toBe(expected);
  });
});

describe('tagProblem', () => {
  it.each<[string, string[], string | undefined]>([
    ['sale', [], undefined],
    ['  ', [], 'problems.tagEmpty'],
    ['sale', ['sale'], 'problems.tagDuplicate'],
    ['x'.repeat(51), [], 'problems.tagTooLong'],
    ['new', Array.from({ length: 20 }, (_, i) => `t${i}`), 'problems.tagsTooMany'],
  ])('%j with %j → %j', (tag, tags, expected) => {
    expect(tagProblem(tag, tags)).toBe(expected);
  });
});

describe('draftProblems', () => {
  const draft = draftOf(version);
  it.each<[string, Parameters<typeof draftProblems>[0], Record<string, string>]>([
    ['none for a saved version', draft, {}],
    ['a bad name', { ...draft, name: '' }, { name: 'problems.nameRequired' }],
    [
      'an image background without an image',
      { ...draft, background: 'image' },
      { 'settings.background_image': 'problems.imageRequired' },
    ],
    [
      'an unreadable minimum, at its rule',
      { ...draft, rules: [{ ...draft.rules[0]!, min_amount: 'ten' }] },
      { 'settings.payment_methods.0.min_amount': 'problems.amount' },
    ],
    [
      'a maximum below the minimum',
      { ...draft, rules: [{ ...draft.rules[0]!, min_amount: '10', max_amount: '5' }] },
      { 'settings.payment_methods.0.max_amount': 'problems.maxBelowMin' },
    ],
  ])('%s', (_, value, expected) => {
    expect(draftProblems(value)).toEqual(expected);
  });
});

describe('newVersionBody', () => {
  it('offers every method the merchant has switched on, without bounds', () => {
    const methods = [
      { id: 'pm_001', enabled: true },
      { id: 'pm_007', enabled: false },
    ] as PaymentMethod[];
    const body = newVersionBody('  Winter ', methods);
    expect(body.name).toBe('Winter');
    expect(body.settings.payment_methods.map((rule) => rule.payment_method_id)).toEqual(['pm_001']);
    expect(body.settings).toMatchObject({ shape: 'rounded', background: 'website', background_image: null });
  });
});

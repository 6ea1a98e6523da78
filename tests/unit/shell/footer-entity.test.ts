import { describe, expect, it } from 'vitest';
import type { LegalEntity } from '@/api/queries/entities';
import { chooseFooterEntity, footerEntitySource, needsEntityList } from '@/shell/footer/footer-entity';

const names = { ltd: 'FPLTD', inc: 'FPINC' };
const entity = (id: number, name: string): LegalEntity => ({
  id,
  name,
  long_name: `${name} long`,
  long_regulation: `${name} is regulated.`,
});
const LTD = entity(1, 'FPLTD');
const INC = entity(2, 'FPINC');
const UAB = entity(3, 'FPUAB');
const ALL = [LTD, INC, UAB];

describe('whose entity the footer names (spec A §1, §2)', () => {
  it.each([
    [{ entity_id: 1 }, { kind: 'user', name: 'FPLTD' }],
    [{ entity_id: 2 }, { kind: 'user', name: 'FPINC' }],
    [{ entity_id: 3 }, { kind: 'user', name: 'FPLTD' }],
    [{ entity_id: null }, { kind: 'user', name: 'FPLTD' }],
    [null, { kind: 'visitor', userType: 'personal' }],
    [undefined, { kind: 'visitor', userType: 'personal' }],
  ])('%o → %o', (user, expected) => {
    expect(footerEntitySource(user, names)).toEqual(expected);
  });
});

describe('the entity shown', () => {
  it.each<[string, Parameters<typeof chooseFooterEntity>[0], LegalEntity | null]>([
    ['a user of the inc entity', { source: { kind: 'user', name: 'FPINC' }, all: ALL }, INC],
    [
      'a user whose entity is not listed falls back to ltd',
      { source: { kind: 'user', name: 'X' }, all: ALL },
      LTD,
    ],
    [
      'a visitor gets the entity of their country',
      { source: { kind: 'visitor', userType: 'personal' }, byCountry: UAB, all: [] },
      UAB,
    ],
    [
      'a visitor whose country read failed gets ltd',
      { source: { kind: 'visitor', userType: 'personal' }, byCountry: null, all: ALL },
      LTD,
    ],
    ['nothing could be read', { source: { kind: 'visitor', userType: 'personal' }, all: [] }, null],
    ['a user with no list', { source: { kind: 'user', name: 'FPINC' }, all: [] }, null],
  ])('%s', (_name, inputs, expected) => {
    expect(chooseFooterEntity(inputs, names)).toEqual(expected);
  });
});

describe('when the full entity list is read', () => {
  const user = { kind: 'user', name: 'FPLTD' } as const;
  const visitor = { kind: 'visitor', userType: 'personal' } as const;
  const pending = { done: false, value: undefined };
  it.each<[string, Parameters<typeof needsEntityList>, boolean]>([
    ['always for a user', [user, pending, pending], true],
    ['not while the country is unknown', [visitor, pending, pending], false],
    ['when geo-ip failed', [visitor, { done: true, value: null }, pending], true],
    ['not while the country entity loads', [visitor, { done: true, value: 'US' }, pending], false],
    [
      'not when the country entity came',
      [visitor, { done: true, value: 'US' }, { done: true, value: INC }],
      false,
    ],
    [
      'when the country entity failed',
      [visitor, { done: true, value: 'US' }, { done: true, value: null }],
      true,
    ],
  ])('%s', (_name, args, expected) => {
    expect(needsEntityList(...args)).toBe(expected);
  });
});

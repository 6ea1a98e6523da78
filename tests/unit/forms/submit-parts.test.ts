// A masked field sent as several body fields (submit.parts): cut at the mask's groups, errors brought back.
import { describe, expect, it } from 'vitest';
import { errorsOnExtras, errorsOnFields, splitParts } from '@/forms/submit-parts';

const UI = { expiry: { 'ui:widget': 'mask', 'ui:options': { mask: 'monthYear' } } };
const PARTS = { expiry: ['exp_year', 'exp_month'] };

describe('splitParts', () => {
  it.each([
    ['a full expiry', { expiry: '203107', cvv: '123' }, { exp_year: 2031, exp_month: 7, cvv: '123' }],
    ['a half-typed expiry sends the part it has', { expiry: '2031' }, { exp_year: 2031 }],
    ['an empty expiry sends no parts', { expiry: '' }, {}],
    ['no expiry at all', { cvv: '1' }, { cvv: '1' }],
  ])('%s', (_, body, sent) => {
    expect(splitParts(body, PARTS, UI)).toEqual(sent);
  });

  it('keeps leading zeros of a part that is not all digits, and sends the body as is without parts', () => {
    expect(
      splitParts({ code: 'AB0012' }, { code: ['a', 'b'] }, { code: { 'ui:options': { mask: 'monthYear' } } }),
    ).toEqual({ a: 'AB00', b: 12 });
    expect(splitParts({ expiry: '203107' }, undefined, UI)).toEqual({ expiry: '203107' });
  });
});

describe('errorsOnFields', () => {
  it('moves the errors of the parts to the field they came from, in order', () => {
    expect(
      errorsOnFields(
        { exp_month: ['This card has expired.'], exp_year: ['The expiry year is invalid.'], cvv: ['Bad'] },
        PARTS,
      ),
    ).toEqual({ expiry: ['This card has expired.', 'The expiry year is invalid.'], cvv: ['Bad'] });
  });
});

describe('errorsOnExtras', () => {
  const EXTRA = {
    document_front_id: { $field: 'document_front.0.id' },
    tag_ids: { $field: 'tags[].id' },
    target_type: { $session: 'transferTargetType' },
    source: 'web',
  };

  it.each([
    [
      'an extra reading a field goes to that field',
      { document_front_id: ['Invalid file type'] },
      { document_front: ['Invalid file type'] },
    ],
    ['a list read with [] goes to the list', { tag_ids: ['Unknown tag'] }, { tags: ['Unknown tag'] }],
    ['an extra from the session stays where it is', { target_type: ['Bad'] }, { target_type: ['Bad'] }],
    ['a plain extra stays where it is', { source: ['Bad'] }, { source: ['Bad'] }],
    ['a form field stays where it is', { city: ['Required'] }, { city: ['Required'] }],
  ])('%s', (_, errors, expected) => {
    expect(errorsOnExtras(errors, EXTRA)).toEqual(expected);
  });

  it('joins the messages of the field and of the extra reading it', () => {
    expect(
      errorsOnExtras({ document_front: ['Required'], document_front_id: ['Invalid file type'] }, EXTRA),
    ).toEqual({ document_front: ['Required', 'Invalid file type'] });
    expect(errorsOnExtras({ a: ['x'] }, undefined)).toEqual({ a: ['x'] });
  });
});

import { describe, expect, it } from 'vitest';
import { pick, resolveValue, resolveValues } from '@/forms/value-refs';
import { sessionValues } from '@/forms/session-values';
import { submitBody, parseOperation } from '@/forms/operation';

describe('value refs', () => {
  const sources = {
    session: { transferTargetType: 'send_money_business' },
    route: { slug: 'ct_0001' },
    query: new URLSearchParams('currency=EUR'),
    formData: { amount: 10 },
    response: { data: { id: 'PR1234567' } },
  };

  it.each([
    ['literal', 'USD', 'USD'],
    ['session', { $session: 'transferTargetType' }, 'send_money_business'],
    ['route', { $route: 'slug' }, 'ct_0001'],
    ['query', { $query: 'currency' }, 'EUR'],
    ['missing query', { $query: 'nope' }, undefined],
    ['field', { $field: 'amount' }, 10],
    ['response', { $response: 'data.id' }, 'PR1234567'],
  ] as const)('%s', (_name, ref, expected) => {
    expect(resolveValue(ref, sources)).toEqual(expected);
  });

  it('leaves out entries that resolve to nothing', () => {
    expect(resolveValues({ a: { $route: 'slug' }, b: { $route: 'id' } }, sources)).toEqual({ a: 'ct_0001' });
  });

  it('maps a list with `[]`: the value of every item, items without it left out', () => {
    const record = { tags: [{ id: 't1' }, { name: 'no id' }, { id: 't2' }], none: 'text' };
    expect(pick(record, 'tags[].id')).toEqual(['t1', 't2']);
    expect(pick(record, 'tags[]')).toEqual(record.tags);
    expect(pick(record, 'none[].id')).toBeUndefined();
    expect(resolveValue({ $field: 'files[].id' }, { formData: { files: [{ id: 'a1' }] } })).toEqual(['a1']);
  });

  it('picks nested paths and stops at gaps', () => {
    expect(pick({ a: [{ b: 1 }] }, 'a.0.b')).toBe(1);
    expect(pick({ a: null }, 'a.b')).toBeUndefined();
  });
});

describe('session values', () => {
  it('a merchant sends as a business and asks the merchant support tree (spec A §6)', () => {
    expect(sessionValues({ user_type: 'business', name: 'Sofia Marquez' })).toMatchObject({
      transferTargetType: 'send_money_business',
      supportTopicLevel: 'merchant-support-topic-level',
      firstName: 'Sofia',
      lastName: 'Marquez',
    });
  });
  it('everyone else as a person with the regular tree', () => {
    expect(sessionValues({ user_type: 'personal' })).toMatchObject({
      transferTargetType: 'send_money_personal',
      supportTopicLevel: 'support-topic-level',
    });
  });
});

describe('operations', () => {
  it('parses METHOD and path', () => {
    expect(parseOperation('put /api/v2/main/contacts/{id}')).toEqual({
      method: 'PUT',
      path: '/api/v2/main/contacts/{id}',
    });
  });
  it('sends the form data without omitted and empty fields, plus extra', () => {
    const body = submitBody(
      { operation: 'POST /x', omit: ['confirm'], extra: { target_type: { $session: 'transferTargetType' } } },
      {
        session: { transferTargetType: 'send_money_personal' },
        formData: { amount: 5, confirm: 'x', note: undefined },
      },
    );
    expect(body).toEqual({ amount: 5, target_type: 'send_money_personal' });
  });
});

describe('namespacesOf', () => {
  it('finds the namespaces of every text key in a form file, with the engine ones', async () => {
    const { namespacesOf } = await import('@/forms/text-namespaces');
    const file = {
      title: 'transfers:send.title',
      schema: { properties: { a: { title: 'wallet:x.y' } } },
      note: 'USD',
    };
    expect(namespacesOf(file)).toEqual(['errors', 'forms', 'transfers', 'validations', 'wallet']);
  });
});

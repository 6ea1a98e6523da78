import { describe, expect, it } from 'vitest';
import { serverErrorSchema } from '@/forms/server-errors';

describe('serverErrorSchema', () => {
  const has = (path: string[]) => ['amount', 'address.city'].includes(path.join('.'));

  it('puts each message at its field, nested paths too, translated', () => {
    const { errorSchema, unplaced } = serverErrorSchema(
      { amount: ['Insufficient funds'], 'address.city': ['Bad city'] },
      has,
      (message) => `«${message}»`,
    );
    expect(errorSchema).toEqual({
      amount: { __errors: ['«Insufficient funds»'] },
      address: { city: { __errors: ['«Bad city»'] } },
    });
    expect(unplaced).toEqual([]);
  });

  it('returns messages of fields the form does not have apart', () => {
    const { errorSchema, unplaced } = serverErrorSchema({ recipient: ['Unknown recipient'] }, has);
    expect(errorSchema).toEqual({});
    expect(unplaced).toEqual(['Unknown recipient']);
  });
});

import { describe, expect, it } from 'vitest';
import { ENTITY_NAMES, entityName } from '@/session/entity';

const names = { ltd: 'Ltd Co', inc: 'Inc Co' };

describe('entityName (spec A §1)', () => {
  it.each([
    [1, 'Ltd Co'],
    [2, 'Inc Co'],
    [3, 'Ltd Co'],
    [0, 'Ltd Co'],
    [99, 'Ltd Co'],
    [null, 'Ltd Co'],
    [undefined, 'Ltd Co'],
  ])('entity_id %j → %s', (id, expected) => {
    expect(entityName(id, names)).toBe(expected);
  });

  it('defaults to the configured names (demo entities without env)', () => {
    expect(entityName(1)).toBe(ENTITY_NAMES.ltd);
    expect(entityName(2)).toBe(ENTITY_NAMES.inc);
    expect(ENTITY_NAMES).toEqual({ ltd: 'FPLTD', inc: 'FPINC' });
  });
});

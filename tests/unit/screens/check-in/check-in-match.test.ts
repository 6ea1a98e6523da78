import { describe, expect, it } from 'vitest';
import { canCheckIn, ticketByCode, tidyQuery } from '@/screens/check-in/check-in-match';

const rows = [{ id: 'atd_0002' }, { id: 'atd_0020' }, { id: 'ATD_0100' }];

describe('check-in matching', () => {
  it.each([
    ['the exact code', 'atd_0002', 'atd_0002'],
    ['case and spaces aside', '  ATD_0002 ', 'atd_0002'],
    ['upper-case ids too', 'atd_0100', 'ATD_0100'],
    ['a part of a code is not a ticket', 'atd_00', undefined],
    ['a name is not a ticket', 'Emma Andersen', undefined],
    ['nothing typed', '   ', undefined],
  ])('ticketByCode: %s', (_name, query, expected) => {
    expect(ticketByCode(rows, query)?.id).toBe(expected);
  });

  it.each([
    ['  Emma   Andersen ', 'Emma Andersen'],
    ['\tatd_0002\n', 'atd_0002'],
  ])('tidyQuery(%j)', (query, expected) => {
    expect(tidyQuery(query)).toBe(expected);
  });

  it.each([
    ['approved', true],
    ['visited', false],
    ['pending', false],
    ['rejected', false],
  ])('canCheckIn(%s) is %s', (status, expected) => {
    expect(canCheckIn({ status })).toBe(expected);
  });
});

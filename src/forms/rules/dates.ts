// Date rules: YYYY-MM-DD dates and HH:mm times as the date and time inputs hold them (spec A §5).
import { readCount, readDateAfter } from './params';
import type { RuleDef } from './rule-types';
import { asText, isEmpty } from './values';

/** `[year, month, day]` of a real calendar date written YYYY-MM-DD, or undefined ("2023-02-29" is not one). */
export function parseDate(value: unknown): [number, number, number] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(asText(value)?.trim() ?? '');
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? [year, month, day] : undefined;
}

/** Minutes since midnight of an HH:mm (or HH:mm:ss) time, or undefined. */
export function parseTime(value: unknown): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(asText(value)?.trim() ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

const dayNumber = ([y, m, d]: [number, number, number]) => Date.UTC(y, m - 1, d) / 86_400_000;

/** Today's date where the person is (their calendar decides whether a birthday has come). */
function today(): [number, number, number] {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()];
}

const compare = (a: readonly number[], b: readonly number[]) => {
  const i = a.findIndex((n, index) => n !== b[index]);
  return i === -1 ? 0 : Math.sign(a[i]! - b[i]!);
};

export const DATE_RULES = {
  // Born on or before this day `years` years ago (someone born on 29 February comes of age on 1 March).
  age: {
    param: 'count',
    check: (value, param) => {
      if (isEmpty(value)) return true;
      const years = readCount(param);
      const born = parseDate(value);
      if (years === undefined || !born) return false;
      const [y, m, d] = today();
      return compare(born, [y - years, m, d]) <= 0;
    },
    values: (param) => ({ years: readCount(param) ?? String(param) }),
  },
  /**
   * After the other field's date. With both times filled in, the same day passes when this time is later;
   * otherwise this date must be a later day. An empty or unreadable other date leaves the check to that field.
   */
  date_after: {
    param: 'date-after',
    check: (value, param, { parent }) => {
      if (isEmpty(value)) return true;
      const fields = readDateAfter(param);
      const own = parseDate(value);
      if (!fields || !own) return false;
      const other = parseDate(parent[fields.date]);
      if (!other) return true;
      const ownTime = fields.ownTime ? parseTime(parent[fields.ownTime]) : undefined;
      const otherTime = fields.time ? parseTime(parent[fields.time]) : undefined;
      if (ownTime === undefined || otherTime === undefined) return dayNumber(own) > dayNumber(other);
      return dayNumber(own) * 1440 + ownTime > dayNumber(other) * 1440 + otherTime;
    },
    values: (param) => ({ targetField: readDateAfter(param)?.date ?? String(param) }),
  },
  /**
   * A card's expiry as the monthYear mask holds it (YYYYMM, or YYYY-MM): a real month, this month or later where
   * the person is (a card works until the end of its month).
   */
  card_expiry: {
    param: 'flag',
    check: (value) => {
      if (isEmpty(value)) return true;
      const match = /^(\d{4})-?(\d{2})$/.exec(asText(value)?.trim() ?? '');
      if (!match) return false;
      const [year, month] = [Number(match[1]), Number(match[2])];
      const [y, m] = today();
      return month >= 1 && month <= 12 && compare([year, month], [y, m]) >= 0;
    },
  },
} satisfies Record<string, RuleDef>;

// The required family (the only rules an empty value can fail) and comparisons with a value or another field.
import { readField } from './params';
import type { RuleDef } from './rule-types';
import { asText, isEmpty, sameScalar } from './values';

/** `false` counts as missing for `required`, so a required checkbox must be ticked (as in vee-validate). */
const isMissing = (value: unknown) => isEmpty(value) || value === false;

/**
 * A value as the person wrote it, for comparing with a listed value. An object is nothing written: String()
 * of one from the server can throw (`{ "toString": {} }`) or read "[object Object]".
 */
const asWritten = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object') return String(value);
  return Array.isArray(value) ? value.map(asWritten).join(',') : '';
};

export const PRESENCE_RULES = {
  required: { param: 'flag', check: (value) => !isMissing(value) },
  required_if: {
    param: 'field-values',
    // Required only while the other field holds one of the listed values (compared as written).
    check: (value, param, { parent }) => {
      if (!Array.isArray(param) || typeof param[0] !== 'string') return false;
      const [field, ...values] = param as [string, ...unknown[]];
      const other = asWritten(parent[field]);
      return !values.some((v) => asWritten(v) === other) || !isMissing(value);
    },
    values: (param) => ({
      targetField: Array.isArray(param) ? asWritten(param[0]) : '',
      other: Array.isArray(param) ? param.slice(1).map(asWritten).join(', ') : '',
    }),
  },
  required_include: {
    param: 'substring',
    // A value that is only the given prefix (e.g. "https://") has not been filled in.
    check: (value, param) => {
      const text = asText(value);
      if (typeof param !== 'string' || param === '' || text === undefined) return false;
      return text.split(param).join('').trim() !== '';
    },
    values: (param) => ({ other: asWritten(param) }),
  },
  confirmed: {
    param: 'field',
    check: (value, param, { parent }) => {
      const field = readField(param);
      return isEmpty(value) || (field !== undefined && sameScalar(value, parent[field]));
    },
    values: (param) => ({ targetField: asWritten(param) }),
  },
  different: {
    param: 'field',
    // Laravel's different:field. An empty other field differs from any value (convert money: to ≠ from).
    check: (value, param, { parent }) => {
      const field = readField(param);
      return isEmpty(value) || (field !== undefined && !sameScalar(value, parent[field]));
    },
    values: (param) => ({ targetField: asWritten(param) }),
  },
  is: {
    param: 'scalar',
    check: (value, param) => isEmpty(value) || sameScalar(value, param),
    values: (param) => ({ other: asWritten(param) }),
  },
  is_not: {
    param: 'scalar',
    check: (value, param) => isEmpty(value) || !sameScalar(value, param),
    values: (param) => ({ other: asWritten(param) }),
  },
} satisfies Record<string, RuleDef>;

/**
 * Checks one access rule (a route's or a menu item's) for names the engine does not know: a misspelt field,
 * user type, role, entity feature or feature flag. Pure.
 */
import { ENTITY_FEATURES, FEATURE_ACCESS_FLAGS, ROLES, USER_TYPES, type AccessRule } from './access-rule';
import { suggestion } from './did-you-mean';

type FieldSpec =
  | { type: 'boolean' }
  | { type: 'numbers' }
  | { type: 'one' | 'list'; known: readonly string[]; noun: string };

const bool = { type: 'boolean' } as const;

/** Every field of `AccessRule` and what it holds; adding a field to the type without adding it here fails typecheck. */
const FIELDS = {
  auth: bool,
  guestOnly: bool,
  userTypes: { type: 'list', known: USER_TYPES, noun: 'user type' },
  roles: { type: 'list', known: ROLES, noun: 'role' },
  beta: bool,
  hiddenForEntities: { type: 'numbers' },
  entityFeature: { type: 'one', known: ENTITY_FEATURES, noun: 'entity feature' },
  featureAccess: { type: 'one', known: FEATURE_ACCESS_FLAGS, noun: 'feature flag' },
  needsOnboarding: bool,
  needsVerification: bool,
  notInSandbox: bool,
} as const satisfies Record<keyof Required<AccessRule>, FieldSpec>;

export const ACCESS_RULE_FIELDS = Object.keys(FIELDS) as (keyof AccessRule)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a field's value, in words; empty when it is fine. */
function valueProblems(field: string, spec: FieldSpec, value: unknown): string[] {
  switch (spec.type) {
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`"${field}" must be true or false.`];
    case 'numbers':
      return Array.isArray(value) && value.every((n) => Number.isInteger(n))
        ? []
        : [`"${field}" must be a list of entity numbers, e.g. [3].`];
    case 'one':
      if (typeof value !== 'string') return [`"${field}" must be one ${spec.noun}.`];
      return spec.known.includes(value)
        ? []
        : [`${spec.noun} "${value}" does not exist.${suggestion(value, spec.known)}`];
    case 'list':
      if (!Array.isArray(value))
        return [`"${field}" must be a list of ${spec.noun}s, e.g. ["${spec.known[0]}"].`];
      return value.flatMap((item) =>
        typeof item === 'string' && spec.known.includes(item)
          ? []
          : [`${spec.noun} "${String(item)}" does not exist.${suggestion(String(item), spec.known)}`],
      );
  }
}

/**
 * The problems of one rule, each a sentence starting lower-case so it can follow "access rule: ".
 *
 * @example
 * accessRuleProblems({ userTypes: ['personel'] });
 * // ['user type "personel" does not exist. Did you mean "personal"?']
 */
export function accessRuleProblems(rule: AccessRule | undefined): string[] {
  if (rule === undefined) return [];
  if (!isRecord(rule)) return ['the access rule must be an object such as { userTypes: ["business"] }.'];
  return Object.entries(rule).flatMap(([field, value]) => {
    if (value === undefined) return [];
    const spec: FieldSpec | undefined = (FIELDS as Record<string, FieldSpec>)[field];
    if (!spec) return [`field "${field}" does not exist.${suggestion(field, ACCESS_RULE_FIELDS)}`];
    return valueProblems(field, spec, value);
  });
}

/**
 * Can anyone ever meet a rule? Answered by trying it on a family of made-up users that covers every
 * combination the rules, hide-if settings and menu conditions can tell apart (verified or not, entity 1/2/3,
 * main account or sub-merchant, debit cards, balances, circle, onboarding finished or not, saved cards,
 * connected platforms, verification requested), each with every feature, flag and permission switched on. If none of
 * them gets through, no real user will. Pure.
 */
import { subjectFromSession, type SessionInput, type Subject } from '@/access/subject';
import { ENTITY_FEATURES, FEATURE_ACCESS_FLAGS, ROLES, type UserType } from './access-rule';

/** Who a menu or route is for: signed-out visitors or users of some types. */
export type Audience = readonly (UserType | 'signed-out')[];

const on = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, true]));

const MODES = [
  { balancesCount: 0, accountsCurrencies: [] },
  { balancesCount: 2, accountsCurrencies: ['USD', 'EUR'] },
] as const;

/** The facts a menu's named conditions read, from none of them to all of them. */
const EXTRAS = [
  { ernest_needed: false, connected_platforms: [], stored_cards: [], requested_verification: null },
  {
    ernest_needed: true,
    connected_platforms: [{}],
    stored_cards: [{}],
    requested_verification: { pm_verification_items: [{}] },
  },
] as const;

function users(userType: UserType): SessionInput['user'][] {
  const list: SessionInput['user'][] = [];
  for (const verified of [true, false])
    for (const entity_id of [1, 2, 3])
      for (const is_main_account of userType === 'business' ? [true, false] : [true])
        for (const debit_card of [[], [{}]])
          for (const circle_id of [null, 'circle-1'])
            for (const { ernest_needed, ...extra } of EXTRAS)
              list.push({
                user_type: userType,
                verified,
                entity_id,
                is_main_account,
                is_beta_user: true,
                acl: ROLES,
                feature_accesses: on(FEATURE_ACCESS_FLAGS),
                entity_features: on(ENTITY_FEATURES),
                processing: { ernest_needed, is_dormant: false },
                circle_id,
                debit_card,
                ...extra,
              });
  return list;
}

const cache = new Map<string, readonly Subject[]>();

/**
 * The made-up users of an audience, in live mode, with and without currency accounts.
 *
 * @example
 * sampleSubjects(['personal']).every((s) => s.userType === 'personal'); // true
 */
export function sampleSubjects(audience: Audience): readonly Subject[] {
  const key = [...audience].sort().join(',');
  const cached = cache.get(key);
  if (cached) return cached;
  const subjects = audience.flatMap((who) =>
    MODES.flatMap((mode) => {
      const modes = { sandbox: false, preview: false, ...mode };
      return who === 'signed-out'
        ? [subjectFromSession(null, modes)]
        : users(who).map((user) => subjectFromSession({ user }, modes));
    }),
  );
  cache.set(key, subjects);
  return subjects;
}

/** True when some user of the audience passes `test`. */
export const reachable = (audience: Audience, test: (subject: Subject) => boolean): boolean =>
  sampleSubjects(audience).some(test);

/** Everyone a route can be for. */
export const EVERYONE: Audience = ['signed-out', 'personal', 'business', 'admin'];

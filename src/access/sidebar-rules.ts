/**
 * Small pure decisions of the sidebar and account menu that are not access rules (spec A §2, §9).
 */
import { ACCOUNT_DROPDOWN_ABOVE, MENU_TOOLTIP_ABOVE } from '@/config/limits';
import type { Subject } from './subject';

/** The separate legal entity whose single account is linked straight to its page (spec A §1). */
const SEPARATE_ENTITY = 3;

/**
 * The sub-accounts item shows to a merchant who is the main account or holds the view-sub-account permission.
 *
 * @example
 * subAccountsVisible(merchantMain); // true
 * subAccountsVisible(staffWithoutViewSubAccount); // false
 */
export function subAccountsVisible(subject: Subject): boolean {
  return subject.merchant && (subject.mainAccount || subject.acl.includes('view-sub-account'));
}

/**
 * How the account list section renders: a plain list up to 3 accounts, a searchable dropdown above.
 *
 * @example
 * accountListMode(3); // 'list'
 * accountListMode(5); // 'dropdown'
 */
export function accountListMode(count: number): 'list' | 'dropdown' {
  return count > ACCOUNT_DROPDOWN_ABOVE ? 'dropdown' : 'list';
}

/**
 * For a user of the separate entity with exactly one account, the currency whose page the sidebar links to
 * directly instead of listing the account (spec A §1); otherwise undefined.
 *
 * @example
 * directAccount(entity3WithUsdOnly); // 'USD'
 */
export function directAccount(subject: Subject): string | undefined {
  const [only, ...rest] = subject.accountsCurrencies;
  return subject.entityId === SEPARATE_ENTITY && only !== undefined && rest.length === 0 ? only : undefined;
}

/**
 * The add-an-account entry shows when some currency is still unused and the user has the add_account entity
 * access (spec A §2, §6).
 *
 * @example
 * canAddAccount(subject, ['USD'], ['USD', 'EUR']); // true when entity_features.add_account is on
 */
export function canAddAccount(
  subject: Subject,
  usedCurrencies: readonly string[],
  allCurrencies: readonly string[],
): boolean {
  if (subject.entityFeatures.add_account !== true) return false;
  const used = new Set(usedCurrencies.map((code) => code.toUpperCase()));
  return allCurrencies.some((code) => !used.has(code.toUpperCase()));
}

/**
 * The application progress element shows while the application is under process: its status is neither
 * not_submitted nor approved (spec A §2, §4).
 *
 * @example
 * showsProgress(reviewMerchant); // true (under_review)
 */
export function showsProgress(subject: Subject): boolean {
  return subject.underProcess;
}

/**
 * Menu titles longer than 25 characters get a tooltip. Counts characters as people see them (code points),
 * so a title in a non-Latin script is not penalised for surrogate pairs.
 *
 * @example
 * needsTooltip('Transactions'); // false
 * needsTooltip('Processing business model settings'); // true
 */
export function needsTooltip(title: string): boolean {
  return Array.from(title).length > MENU_TOOLTIP_ABOVE;
}

/** Step statuses of `processing.application_status.data` that count as finished. */
const STEP_DONE: ReadonlySet<string> = new Set(['done', 'approved', 'accepted']);

/**
 * How far the application is, for the progress element: steps finished out of all steps. With no steps
 * listed, nothing is finished out of nothing.
 *
 * @example
 * applicationProgress([{ status: 'done' }, { status: 'approved' }, { status: 'under_review' }, { status: 'pending' }]);
 * // { done: 2, total: 4 }
 */
export function applicationProgress(steps: readonly { status: string }[] | undefined): {
  done: number;
  total: number;
} {
  const list = steps ?? [];
  return { done: list.filter((step) => STEP_DONE.has(step.status)).length, total: list.length };
}

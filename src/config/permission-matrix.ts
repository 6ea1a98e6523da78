/**
 * Builds `docs/permissions.md`: every route and menu item against every demo account, decided by the same
 * functions the app runs (`evaluate`, `menuEntryState`, `sidebarModel`'s choice of menu). Pure and
 * deterministic: the same configs and accounts give the same text.
 */
import { DENY_REASONS, evaluate } from '@/access/evaluate';
import { menuEntryState, type MenuEntryState } from '@/access/menu-entry';
import { accountSectionModel, progressShown } from '@/access/menu-tree';
import { startupDialog } from '@/access/startup-dialog';
import type { Subject } from '@/access/subject';
import { HIDE_IF_WORDS, MATRIX_INTRO, REASON_WORDS, STATE_WORDS } from './permission-matrix-words';
import { menuEntries, type MenuEntry, type MenuName } from './check-menu-walk';
import type { MenuConfig } from './menu';
import type { RouteConfig } from './routes';

/** One column: a demo account (or the signed-out visitor) as the app sees it. */
export interface MatrixColumn {
  /** Short heading, e.g. `merchant`. */
  label: string;
  subject: Subject;
}

export interface MatrixInput {
  routes: readonly RouteConfig[];
  menu?: MenuConfig;
  columns: readonly MatrixColumn[];
}

/** A route's cell: `allow`, or `denied: <reason>`. */
export function routeCell(route: Pick<RouteConfig, 'access'>, subject: Subject): string {
  const decision = evaluate(route.access, subject);
  return decision.allow ? 'allow' : `denied: ${decision.reason}`;
}

/** A menu entry's cell: `allow`, `blocked: <reason>`, `disabled: <reason>` or `hidden: <reason>`. */
export function menuCell(state: MenuEntryState): string {
  if (state.state === 'shown') return 'allow';
  if (state.state !== 'hidden') return `${state.state}: ${state.reason}`;
  if (state.reason === 'hide-if') return `hidden: hide-if ${state.hideIf}`;
  if (state.reason === 'condition') return `hidden: condition ${state.condition}`;
  return state.hideIf === 'noAccess' ? `hidden: noAccess (${state.reason})` : `hidden: ${state.reason}`;
}

/** Whether a menu is shown to a subject at all (the merchant sidebar for business users, else the personal one). */
export function seesMenu(menu: MenuName, subject: Subject): boolean {
  if (!subject.signedIn) return false;
  if (menu === 'merchant') return subject.merchant;
  if (menu === 'personal') return !subject.merchant;
  return true;
}

const NOT_IN_MENU = '—';

const escape = (text: string) => text.replace(/\|/g, '\\|');
const row = (cells: readonly string[]) => `| ${cells.map(escape).join(' | ')} |`;
function table(first: string, columns: readonly MatrixColumn[], rows: readonly (readonly string[])[]) {
  const head = [first, ...columns.map((column) => column.label)];
  return [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');
}

/** `merchant sidebar › area "wallet" › item "send-money"` → `merchant sidebar › wallet › send-money`. */
const shortPlace = (entry: MenuEntry) =>
  entry.where.map((part) => part.replace(/^(?:area|(?:\w+ )?item) "(.*)"$/, '$1')).join(' › ');

/** One line about who a column is, from the facts the rules read. */
export function describeSubject(subject: Subject): string {
  if (!subject.signedIn) return 'not signed in';
  const business = subject.mainAccount ? 'business main account' : 'sub-merchant';
  const flags = Object.keys(subject.featureAccess);
  const facts = [
    subject.merchant ? business : `${subject.userType} user`,
    subject.verified ? 'verified' : 'not verified',
    `entity ${subject.entityId}`,
    subject.merchant ? (subject.onboarded ? 'onboarded' : 'onboarding not finished') : undefined,
    subject.beta ? 'beta user' : undefined,
    subject.subMerchant ? `permissions: ${subject.acl.join(', ') || 'none'}` : undefined,
    `${subject.balancesCount} currency account${subject.balancesCount === 1 ? '' : 's'}`,
    subject.hasDebitCards ? 'has a debit card' : 'no debit card',
    subject.dormant ? 'dormant' : undefined,
    flags.length ? `flags on: ${flags.join(', ')}` : 'no feature flags on',
  ];
  return facts.filter((fact) => fact !== undefined).join(' · ');
}

function menuRows(menu: MenuConfig, routes: readonly RouteConfig[], columns: readonly MatrixColumn[]) {
  const byName = new Map(routes.map((route) => [route.name, route.access]));
  const ruleOf = (name: string) => byName.get(name);
  return menuEntries(menu).map((entry) => [
    entry.item.route ? `${shortPlace(entry)} → \`${entry.item.route}\`` : shortPlace(entry),
    ...columns.map(({ subject }) =>
      seesMenu(entry.menu, subject) ? menuCell(menuEntryState(entry.item, subject, ruleOf)) : NOT_IN_MENU,
    ),
  ]);
}

function sidebarPartRows(menu: MenuConfig, routes: readonly RouteConfig[], columns: readonly MatrixColumn[]) {
  const byName = new Map(routes.map((route) => [route.name, route.access]));
  const ruleOf = (name: string) => byName.get(name);
  const order = menu.startupDialogs.map((dialog) => dialog.id);
  const cells = (cell: (subject: Subject) => string) =>
    columns.map(({ subject }) => (subject.signedIn ? cell(subject) : NOT_IN_MENU));
  return [
    [
      'account list',
      ...cells((s) => {
        const model = accountSectionModel(menu, s, ruleOf, []);
        return model.mode === 'direct' ? `direct link (${model.currency})` : model.mode;
      }),
    ],
    ['application progress', ...cells((s) => (progressShown(s) ? 'shown' : 'hidden'))],
    ['startup dialog', ...cells((s) => startupDialog(s, order) ?? 'none')],
  ];
}

/** The whole of `docs/permissions.md` (before prettier lays out the tables). */
export function buildMatrix({ routes, menu, columns }: MatrixInput): string {
  const routeRows = routes.map((route) => [
    `\`${route.name}\``,
    ...columns.map((c) => routeCell(route, c.subject)),
  ]);
  return [
    ...MATRIX_INTRO,
    '## Accounts',
    '',
    ...columns.map((c) => `- **${c.label}**: ${describeSubject(c.subject)}`),
    '',
    '## Routes',
    '',
    table('Route', columns, routeRows),
    '',
    '## Menu items',
    '',
    menu
      ? table('Menu item', columns, menuRows(menu, routes, columns))
      : '_menu.config.ts is not written yet._',
    '',
    ...(menu
      ? [
          '## Other parts of the sidebar',
          '',
          table('Part', columns, sidebarPartRows(menu, routes, columns)),
          '',
        ]
      : []),
    '## What the cells mean',
    '',
    ...STATE_WORDS,
    '',
    '### Reasons',
    '',
    ...DENY_REASONS.map((reason) => `- \`${reason}\`: ${REASON_WORDS[reason]}`),
    ...HIDE_IF_WORDS,
    '',
  ].join('\n');
}

import { describe, expect, it } from 'vitest';
import {
  buildMatrix,
  describeSubject,
  menuCell,
  routeCell,
  seesMenu,
  type MatrixColumn,
} from '@/config/permission-matrix';
import { merchant, signedOut, subject, subMerchant } from '../access/fixtures';
import { ROUTES, smallMenu } from '../../fixtures/configs/small-configs';

const COLUMNS: MatrixColumn[] = [
  { label: 'signed out', subject: signedOut() },
  { label: 'personal', subject: subject({ verified: false }) },
  { label: 'merchant', subject: merchant({ processing: { ernest_needed: true } }) },
  { label: 'staff', subject: subMerchant(['view-transaction']) },
];

/** The cells of the row whose first cell is `first`, from a markdown table. */
function rowOf(markdown: string, first: string): string[] {
  const line = markdown.split('\n').find((l) => l.startsWith(`| ${first} |`));
  if (!line) throw new Error(`no row ${first}`);
  return line
    .split('|')
    .slice(2, -1)
    .map((cell) => cell.trim());
}

describe('permission matrix cells', () => {
  it('routes: allow or the first failing reason', () => {
    expect(routeCell({ access: { needsOnboarding: true } }, COLUMNS[2]!.subject)).toBe('denied: onboarding');
    expect(routeCell({}, signedOut())).toBe('denied: signed-out');
    expect(routeCell({ access: { auth: false } }, signedOut())).toBe('allow');
  });

  it('menu entries: every state and reason has its own words', () => {
    expect(menuCell({ state: 'shown' })).toBe('allow');
    expect(menuCell({ state: 'blocked', reason: 'onboarding' })).toBe('blocked: onboarding');
    expect(menuCell({ state: 'disabled', reason: 'feature-access' })).toBe('disabled: feature-access');
    expect(menuCell({ state: 'hidden', reason: 'user-type' })).toBe('hidden: user-type');
    expect(menuCell({ state: 'hidden', reason: 'hide-if', hideIf: 'verified' })).toBe(
      'hidden: hide-if verified',
    );
    expect(menuCell({ state: 'hidden', reason: 'role', hideIf: 'noAccess' })).toBe('hidden: noAccess (role)');
    expect(menuCell({ state: 'hidden', reason: 'condition', condition: 'noDebitCards' })).toBe(
      'hidden: condition noDebitCards',
    );
  });

  it('each account gets one sidebar: business users the merchant one, others the personal one', () => {
    expect(seesMenu('merchant', COLUMNS[2]!.subject)).toBe(true);
    expect(seesMenu('personal', COLUMNS[2]!.subject)).toBe(false);
    expect(seesMenu('personal', COLUMNS[1]!.subject)).toBe(true);
    expect(seesMenu('account', signedOut())).toBe(false);
  });

  it('describes an account by the facts the rules read', () => {
    expect(describeSubject(COLUMNS[3]!.subject)).toBe(
      'sub-merchant · verified · entity 1 · onboarded · permissions: view-transaction · 1 currency account · no debit card · no feature flags on',
    );
    expect(describeSubject(signedOut())).toBe('not signed in');
  });
});

describe('buildMatrix', () => {
  const markdown = buildMatrix({ routes: ROUTES, menu: smallMenu(), columns: COLUMNS });

  it('has a row per route with a cell per account', () => {
    expect(rowOf(markdown, '`send-money`')).toEqual([
      'denied: signed-out',
      'allow',
      'denied: onboarding',
      'allow',
    ]);
    expect(rowOf(markdown, '`business-home`')).toEqual([
      'denied: signed-out',
      'denied: user-type',
      'allow',
      'allow',
    ]);
  });

  it('has a row per menu item, with — where the account does not get that menu', () => {
    expect(rowOf(markdown, 'merchant sidebar › wallet › send → `send-money`')).toEqual([
      '—',
      '—',
      'blocked: onboarding',
      'allow',
    ]);
    expect(rowOf(markdown, 'personal menu › verification → `verification`')).toEqual([
      '—',
      'allow',
      '—',
      '—',
    ]);
    expect(rowOf(markdown, 'account menu › business-profile → `business-profile`')).toEqual([
      '—',
      'hidden: user-type',
      'allow',
      'hidden: condition onboardingUnfinished',
    ]);
    expect(rowOf(markdown, 'account menu › sign-out')).toEqual(['—', 'allow', 'allow', 'allow']);
  });

  it('shows the other parts of the sidebar', () => {
    expect(rowOf(markdown, 'application progress')).toEqual(['—', 'hidden', 'hidden', 'hidden']);
    expect(rowOf(markdown, 'account list')).toEqual(['—', 'list', 'list', 'list']);
  });

  it('explains every reason code it can print', () => {
    for (const code of ['signed-out', 'user-type', 'onboarding', 'feature-access', 'hide-if', 'condition']) {
      expect(markdown).toMatch(new RegExp(`^- \`${code}`, 'm'));
    }
  });

  it('is the same text every time, and works before the menu exists', () => {
    expect(buildMatrix({ routes: ROUTES, menu: smallMenu(), columns: COLUMNS })).toBe(markdown);
    expect(buildMatrix({ routes: ROUTES, columns: COLUMNS })).toContain(
      '_menu.config.ts is not written yet._',
    );
  });
});

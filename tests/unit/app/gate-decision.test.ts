// The route gate's decision, per demo account, without a browser (spec A §2 Authentication, §6).
import { describe, expect, it } from 'vitest';
import { gateDecision, type GateOutcome } from '@/app/gate-decision';
import { evaluate } from '@/access/evaluate';
import { subjectFromSession, type Subject } from '@/access/subject';
import type { RouteConfig } from '@/config/routes';
import { createDb } from '@/mocks/store/db';
import { PERSONA_ID } from '@/mocks/store/personas';
import { userView } from '@/mocks/store/user-view';
import { routes } from '../../../routes.config';

type Persona = keyof typeof PERSONA_ID;
const LIVE = { sandbox: false, preview: false } as const;
const db = createDb();
const personas = Object.fromEntries(
  Object.entries(PERSONA_ID).map(([name, id]) => {
    const user = userView(db, id);
    if (!user) throw new Error(`no persona ${name}`);
    return [name, subjectFromSession({ user }, LIVE)];
  }),
) as Record<Persona, Subject>;
const signedOut = subjectFromSession(null, LIVE);
const admin = subjectFromSession(
  { user: { ...userView(db, PERSONA_ID.merchant)!, user_type: 'admin' } },
  LIVE,
);

const list: readonly RouteConfig[] = routes;
const route = (name: string): RouteConfig => {
  const found = list.find((r) => r.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
};
const at = (path: string) => new URL(path, 'https://dashboard.test');
const visit = (name: string, subject: Subject, path = route(name).path): GateOutcome =>
  gateDecision(route(name), subject, at(path));
const home: GateOutcome = { kind: 'redirect', to: '/' };
const allow: GateOutcome = { kind: 'allow' };

describe('signed out', () => {
  it('goes to login with continue (path and query)', () => {
    expect(visit('send-money', signedOut, '/send-money?currency=EUR')).toEqual({
      kind: 'redirect',
      to: '/auth/login?continue=%2Fsend-money%3Fcurrency%3DEUR',
    });
  });

  it('a route with no rule needs a user (deny by default)', () => {
    expect(route('my-accounts').access).toBeUndefined();
    expect(visit('my-accounts', signedOut)).toEqual({
      kind: 'redirect',
      to: '/auth/login?continue=%2Fmy-accounts',
    });
  });

  it.each([
    'auth-login',
    'auth-sign-up',
    'auth-reset',
    'pay-invoice-id',
    'pay-request-id',
    'qr-code',
    'transfer-id',
    'organizer-id',
  ])('may open %s', (name) => expect(visit(name, signedOut)).toEqual(allow));
});

describe('signed in at a guest-only page', () => {
  it.each(['auth-login', 'auth-sign-up', 'auth-reset'])('%s sends home', (name) => {
    expect(visit(name, personas.personal)).toEqual(home);
  });

  it('follows a same-origin continue, never another origin', () => {
    expect(visit('auth-login', personas.merchant, '/auth/login?continue=%2Ftransactions')).toEqual({
      kind: 'redirect',
      to: '/transactions',
    });
    for (const hostile of [
      '%2F%2Fevil.example',
      'https%3A%2F%2Fevil.example',
      '%2F%5Cevil.example',
      'javascript%3Aalert(1)',
    ])
      expect(visit('auth-login', personas.merchant, `/auth/login?continue=${hostile}`)).toEqual(home);
  });

  it('public pages stay open to signed-in users', () => {
    expect(visit('pay-invoice-id', personas.merchant)).toEqual(allow);
  });
});

describe('denied → home, per demo account', () => {
  it.each<[Persona, string]>([
    ['onboarding', 'send-money'],
    ['onboarding', 'mass-payouts'],
    ['onboarding', 'processing-business-model'],
    ['review', 'convert-money'],
    ['rejected', 'auto-withdrawal'],
    ['staff', 'mass-payouts'],
    ['staff', 'processing-tokidoki-subscriptions'],
    ['staff', 'sub-accounts'],
    ['newbie', 'debit-cards-add'],
    ['personal', 'virtual-account'],
    ['entity3', 'debit-cards'],
    ['entity3', 'open_virtual_iban'],
    ['entity3', 'convert-money'],
    ['personal', 'processing'],
    ['personal', 'invoices'],
    ['personal', 'request-money'],
    ['merchant', 'manage-card'],
    ['merchant', 'verification'],
    ['onboarding', 'manage-events'],
  ])('%s at %s', (persona, name) => {
    expect(visit(name, personas[persona])).toEqual(home);
  });

  it.each<[Persona, string]>([
    ['merchant', 'send-money'],
    ['merchant', 'mass-payouts'],
    ['merchant', 'debit-cards-add'],
    ['merchant', 'virtual-account-slug'],
    ['merchant', 'invoices-products-preview-slug'],
    ['staff', 'transactions'],
    ['staff', 'processing-reports-settlements'],
    ['personal', 'send-money'],
    ['personal', 'manage-card'],
    ['personal', 'debit-cards'],
    ['entity3', 'add-money'],
    ['onboarding', 'business-profile'],
    ['personal', 'ui-kit'],
    ['merchant', 'ui-kit'],
  ])('%s may open %s', (persona, name) => {
    expect(visit(name, personas[persona])).toEqual(allow);
  });
});

describe('administrators see only the routes that list them', () => {
  it('opens ui-kit, is refused other signed-in pages, keeps public ones', () => {
    expect(visit('ui-kit', admin)).toEqual(allow);
    expect(visit('transactions', admin)).toEqual(home);
    expect(visit('pay-invoice-id', admin)).toEqual(allow);
  });

  it('a denied home page is a 403, not a redirect loop', () => {
    expect(visit('index', admin)).toMatchObject({ kind: 'error', status: 403 });
  });
});

describe('middleware', () => {
  const base: Pick<RouteConfig, 'name'> = { name: 'broken' };

  it('an unknown middleware is a 500, for everyone', () => {
    for (const subject of [signedOut, personas.merchant]) {
      expect(gateDecision({ ...base, middleware: ['auth', 'permision'] }, subject, at('/broken'))).toEqual({
        kind: 'error',
        status: 500,
        detail: 'route "broken": unknown middleware permision',
      });
    }
  });

  it('auth asks for a user even on a public rule', () => {
    const route = { ...base, access: { auth: false }, middleware: ['auth'] };
    expect(gateDecision(route, signedOut, at('/broken'))).toMatchObject({ kind: 'redirect' });
    expect(gateDecision(route, personas.personal, at('/broken'))).toEqual(allow);
  });

  it('the access rule applies whatever the list says', () => {
    const route = { ...base, access: { userTypes: ['business'] as const }, middleware: ['check-auth'] };
    expect(gateDecision(route, personas.personal, at('/broken'))).toEqual(home);
  });
});

describe('every route, every demo account', () => {
  const subjects = [signedOut, ...Object.values(personas)];

  it('allows exactly what evaluate allows, and never sends anyone where they are refused again', () => {
    for (const subject of subjects) {
      for (const r of list) {
        const outcome = gateDecision(r, subject, at(r.path.replace(/:\w+\??/g, 'x')));
        expect(outcome.kind === 'allow').toBe(evaluate(r.access, subject).allow);
        if (outcome.kind !== 'redirect') continue;
        const target = list.find((t) => t.name === (outcome.to === '/' ? 'index' : 'auth-login'));
        expect(target && gateDecision(target, subject, at(outcome.to))).toEqual(allow);
      }
    }
  });

  it('every route can be opened by some demo account or a signed-out visitor', () => {
    const unreachable = list
      .filter((r) => !subjects.some((subject) => gateDecision(r, subject, at('/x')).kind === 'allow'))
      .map((r) => r.name);
    expect(unreachable).toEqual([]);
  });
});

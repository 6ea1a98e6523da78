import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok, paged } from '../../respond';
import { personaUser } from '../../store/persona-user';
import type { Owned, SubAccount, UserRow } from '../../store/types';
import {
  invalid,
  isEmail,
  isPermission,
  isSubMerchant,
  listQuery,
  nowIso,
  PERMISSIONS,
  strip,
  type MainSchemas,
  type Permission,
} from './shared';

const NOT_FOUND = 'This page could not be found';
const STATUSES: readonly SubAccount['status'][] = ['active', 'blocked', 'restricted', 'whitelisted'];

const toSubAccount = (row: Owned<SubAccount>): MainSchemas['SubAccount'] => {
  const account = strip(row);
  return { ...account, acl: account.acl.filter(isPermission) };
};

/** Sub-accounts: the business main account, or a sub-merchant with view-sub-account (spec A §2 Sidebar, §6). */
function requireSubAccountAccess(user: UserRow): void {
  if (user.user_type !== 'business')
    throw failure(403, MESSAGES.featureUnavailable, undefined, 'business_only');
  if (isSubMerchant(user) && !user.acl.includes('view-sub-account'))
    throw failure(403, 'You do not have permission to do this.', undefined, 'permission_denied');
}

function checkAcl(value: unknown): Permission[] {
  if (!Array.isArray(value)) throw invalid('acl', 'The acl must be a list of permissions.');
  const acl = [...new Set(value)];
  const unknown = acl.find((item) => !isPermission(item));
  if (unknown !== undefined)
    throw invalid('acl', `The permission ${String(unknown)} is invalid. Use ${PERMISSIONS.join(', ')}.`);
  return acl.filter(isPermission);
}

/** Sub-merchant users of a business main account (spec A §2 sub-accounts, §6; spec B §4 user statuses). */
export const subAccountHandlers = (backend: DemoBackend): HttpHandler[] => {
  /** The sign-in user behind a sub-account (same e-mail, working on the main account). */
  const linkedUser = (row: SubAccount, ownerId: number) =>
    backend.db.users.find(
      (u) => u.main_account_id === ownerId && u.email.toLowerCase() === row.email.toLowerCase(),
    );

  return [
    mainHttp.get('/api/v2/sub-accounts', ({ request, response }) => {
      const { user, scope } = requireCaller(backend, request);
      requireSubAccountAccess(user);
      const query = listQuery<Owned<SubAccount>>(request, {
        sortable: ['name', 'email', 'status', 'created_at'],
        searchFields: ['name', 'email', 'status'],
      });
      const page = scope.subAccounts.list(query);
      return response(200).json(paged({ ...page, data: page.data.map(toSubAccount) }));
    }),

    mainHttp.post('/api/v2/sub-accounts', async ({ request, response }) => {
      const { user, scope } = requireCaller(backend, request);
      requireSubAccountAccess(user);
      const body = await readJson<{ name: string; email: string; acl: string[] }>(request);
      requireFields(body, ['name', 'email', 'acl']);
      const name = String(body.name).trim();
      if (!name || name.length > 191) throw invalid('name', 'The name must be 1 to 191 characters.');
      if (!isEmail(body.email)) throw invalid('email', 'The email must be a valid email address.');
      const email = body.email.trim();
      if (
        backend.db.findUserByEmail(email) ||
        scope.subAccounts.find((s) => s.email.toLowerCase() === email.toLowerCase())
      )
        throw invalid('email', 'The email has already been taken.');
      const acl = checkAcl(body.acl);
      const row = scope.subAccounts.insert({
        name,
        email,
        acl,
        status: 'active',
        created_at: nowIso(backend),
      });
      // The invited user signs in once they have set a password (POST /api/v2/auth/reset, then reset/confirm).
      const owner = backend.db.users.get(scope.ownerId) ?? user;
      const id = Number(backend.db.users.nextId());
      backend.db.users.insert({
        ...personaUser({
          id,
          email,
          name,
          type: 'business',
          verified: owner.verified,
          entity: owner.entity_id,
          main: false,
          beta: false,
          application: 'approved',
          ernestNeeded: false,
          onboarding: 'done',
          dormant: false,
          locale: 'en',
          timezone: owner.settings.timezone,
          phone: [owner.phone_country_code, ''],
          flags: 'business',
          entityFeatures: { ...owner.entity_features },
          acl,
          currencies: [],
        }),
        main_account_id: scope.ownerId,
        circle_id: null,
        enabled_second_factor: false,
        feature_ack: {},
        feature_accesses: { ...owner.feature_accesses },
      });
      return response(200).json(ok(toSubAccount(row), `We sent an invitation to ${email}.`));
    }),

    mainHttp.get('/api/v2/sub-accounts/{id}', ({ request, params, response }) => {
      const { user, scope } = requireCaller(backend, request);
      requireSubAccountAccess(user);
      return response(200).json(ok(toSubAccount(found(scope.subAccounts.get(params.id), NOT_FOUND))));
    }),

    mainHttp.put('/api/v2/sub-accounts/{id}', async ({ request, params, response }) => {
      const { user, scope } = requireCaller(backend, request);
      requireSubAccountAccess(user);
      const existing = found(scope.subAccounts.get(params.id), NOT_FOUND);
      const body = await readJson<{ name: string; acl: string[]; status: string }>(request);
      if (Object.keys(body).length === 0)
        throw failure(422, MESSAGES.invalid, { name: ['Nothing to update.'] });
      const patch: Partial<SubAccount> = {};
      if (body.name !== undefined) {
        const name = String(body.name).trim();
        if (!name || name.length > 191) throw invalid('name', 'The name must be 1 to 191 characters.');
        patch.name = name;
      }
      if (body.acl !== undefined) patch.acl = checkAcl(body.acl);
      if (body.status !== undefined) {
        const status = STATUSES.find((s) => s === body.status);
        if (!status) throw invalid('status', 'The selected status is invalid.');
        patch.status = status;
      }
      // Nobody changes their own permissions.
      if (existing.email.toLowerCase() === user.email.toLowerCase() && (patch.acl || patch.status))
        throw failure(403, 'You cannot change your own permissions.', undefined, 'permission_denied');
      const row = scope.subAccounts.update(existing.id, patch) ?? existing;
      const linked = linkedUser(existing, scope.ownerId);
      if (linked) backend.db.users.update(linked.id, { name: row.name, acl: [...row.acl] });
      return response(200).json(ok(toSubAccount(row), 'Sub-account saved'));
    }),

    mainHttp.delete('/api/v2/sub-accounts/{id}', ({ request, params, response }) => {
      const { user, scope } = requireCaller(backend, request);
      requireSubAccountAccess(user);
      const existing = found(scope.subAccounts.get(params.id), NOT_FOUND);
      if (existing.email.toLowerCase() === user.email.toLowerCase())
        throw failure(403, 'You cannot remove your own account.', undefined, 'permission_denied');
      scope.subAccounts.remove(existing.id);
      // The user loses access at once: their tokens stop matching a user.
      const linked = linkedUser(existing, scope.ownerId);
      if (linked) backend.db.users.remove(linked.id);
      return response(200).json(ok(null, 'Sub-account removed'));
    }),
  ];
};

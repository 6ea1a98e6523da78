import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields, type Caller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import type { Circle, Owned } from '../../store/types';
import { invalid, slugify, type MainBody, type MainSchema } from './shared';

const NOT_FOUND = 'Circle not found.';

const toCircle = (row: Owned<Circle>): MainSchema<'Circle'> => ({
  id: row.id,
  slug: slugify(row.name),
  name: row.name,
  description: row.description || null,
  invitation_code: row.invitation_code,
  members_count: row.members_count,
});

export const circleHandlers = (backend: DemoBackend): HttpHandler[] => {
  const { db } = backend;
  /** The circle the user is a member of (user.circle_id) and the ones the account runs. */
  const mine = ({ user, scope }: Caller) =>
    db.circles.filter((row) => row.id === user.circle_id || row.user_id === scope.ownerId);

  return [
    mainHttp.get('/api/v2/circles', ({ request, response }) => {
      return response(200).json(ok(mine(requireCaller(backend, request)).map(toCircle)));
    }),

    mainHttp.post('/api/v2/circles/join', async ({ request, response }) => {
      const { user } = requireCaller(backend, request);
      const body = await readJson<MainBody<'joinCircle'>>(request);
      requireFields(body, ['invitation_code']);
      const code = String(body.invitation_code).trim().toUpperCase();
      const circle = db.circles.find((row) => row.invitation_code.toUpperCase() === code);
      if (!circle) throw invalid('invitation_code', 'Invalid invitation code', 'Invalid invitation code');
      if (user.circle_id === circle.id)
        return response(200).json(ok(toCircle(circle), 'You are already a member.'));
      // One circle per user: joining moves the membership.
      const previous = user.circle_id ? db.circles.get(user.circle_id) : undefined;
      if (previous)
        db.circles.update(previous.id, { members_count: Math.max(0, previous.members_count - 1) });
      db.users.update(user.id, { circle_id: circle.id });
      const joined = db.circles.update(circle.id, { members_count: circle.members_count + 1 }) ?? circle;
      return response(200).json(ok(toCircle(joined), 'Welcome to the circle.'));
    }),

    mainHttp.get('/api/v2/circles/public/{slug}', ({ params, response }) => {
      // The address is the circle's slug; its id works too (links shared before the circle was renamed).
      const circle = db.circles.find((row) => slugify(row.name) === params.slug || row.id === params.slug);
      if (!circle) throw failure(404, NOT_FOUND);
      const { slug, name, description, members_count } = toCircle(circle);
      return response(200).json(ok({ slug, name, description, members_count }));
    }),

    mainHttp.get('/api/v2/circles/{id}', ({ request, params, response }) => {
      const circle = mine(requireCaller(backend, request)).find((row) => row.id === params.id);
      if (!circle) throw failure(404, NOT_FOUND);
      return response(200).json(ok(toCircle(circle)));
    }),
  ];
};

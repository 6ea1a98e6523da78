/**
 * A wizard's `status` (what the page says per status of the sent flow) against the API and the routes: its
 * paths are in the `progress` answer, each status is one the API gives and is in one state only, each link is a
 * route without :params, and its badge and reason texts are keys the catalogues must hold. Pure.
 */
import { isObject, pathParams, TEXT_KEY } from './check-form-context';
import { enumOf, valueSchema, checkPath } from './check-table-api';
import { objects, type FileUnderCheck, type RowScope } from './check-table-context';
import { checkStatuses, needsProgress } from './check-wizards-api';
import { suggestion } from './did-you-mean';

/** A link's page: a route that exists and needs no `:param` (the panel gives none). */
function checkLinkRoute(file: FileUnderCheck, where: string, to: unknown) {
  if (typeof to !== 'string') return;
  const route = file.input.routes.find((r) => r.name === to);
  if (!route) {
    if (file.input.routes.length > 0)
      file.error(
        where,
        'unknown-route',
        `route "${to}" does not exist.${suggestion(
          to,
          file.input.routes.map((r) => r.name),
          { list: false },
        )}`,
      );
    return;
  }
  const needed = pathParams(route.path).filter((p) => !route.path.includes(`:${p}?`));
  if (needed.length > 0)
    file.error(
      where,
      'missing-route-param',
      `route "${route.name}" (${route.path}) needs :${needed[0] ?? ''}, which a status link cannot give: link a page without :params.`,
    );
}

/** The text keys a status shows that no setting names whole: the badge per status, each reason, each retry. */
function statusTextKeys(file: FileUnderCheck, answer: RowScope) {
  const status = file.json.status;
  if (!isObject(status)) return;
  const push = (key: string, where: string) => {
    if (TEXT_KEY.test(key)) file.textKeys.push({ key, file: file.file, where: [where] });
  };
  for (const [state, i] of objects(status.states)) {
    if (typeof state.retry === 'string') push(state.retry, `status.states[${i}].retry`);
    if (typeof status.labels === 'string')
      for (const [k, value] of (Array.isArray(state.statuses) ? state.statuses : []).entries())
        push(`${status.labels}${String(value)}`, `status.states[${i}].statuses[${k}]`);
  }
  const reason = status.reason;
  if (!isObject(reason) || typeof reason.path !== 'string' || typeof reason.labels !== 'string') return;
  if (typeof answer === 'string') return;
  for (const value of enumOf(answer.document, valueSchema(answer, reason.path)) ?? [])
    if (value !== 'null') push(`${reason.labels}${value}`, 'status.reason.labels');
}

/** Every problem of `status`, and its text keys added to the file's. */
export function checkStatus(file: FileUnderCheck, answer: RowScope) {
  const status = file.json.status;
  if (!isObject(status) || typeof status.path !== 'string') return;
  if (!needsProgress(file, 'status', '"status"')) return;
  const pathKnown = checkPath(file, 'status.path', answer, status.path);
  const reason = status.reason;
  if (isObject(reason) && typeof reason.path === 'string')
    checkPath(file, 'status.reason.path', answer, reason.path);
  const seen = new Map<string, number>();
  for (const [state, i] of objects(status.states)) {
    const statuses = Array.isArray(state.statuses) ? state.statuses : [];
    if (pathKnown) checkStatuses(file, `status.states[${i}].statuses`, answer, status.path, statuses);
    statuses.forEach((value, k) => {
      const earlier = seen.get(String(value));
      if (earlier !== undefined)
        file.error(
          `status.states[${i}].statuses[${k}]`,
          'status-twice',
          `"${String(value)}" is in status.states[${earlier}] already: a status belongs to one state.`,
        );
      else seen.set(String(value), i);
    });
    if (state.showSteps === true && state.retry !== undefined)
      file.error(
        `status.states[${i}].retry`,
        'retry-with-steps',
        '"retry" opens the steps, and "showSteps" shows them already: keep one.',
      );
    for (const [link, j] of objects(state.links))
      checkLinkRoute(file, `status.states[${i}].links[${j}].to`, link.to);
  }
  statusTextKeys(file, answer);
}

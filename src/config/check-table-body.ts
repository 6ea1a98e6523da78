/**
 * A call action's body against its operation: every field it sends (`call.body`, `confirmWhen[].body`) is one
 * the API takes, every field the API needs is sent, and `$row` values name values of the row. Pure.
 */
import { isObject } from './check-form-context';
import { requestBody } from './check-form-openapi';
import type { FoundCall } from './check-table-api';
import type { FileUnderCheck, RowScope } from './check-table-context';
import { checkPath } from './check-table-api';
import { checkValues } from './check-table-refs';
import { suggestion } from './did-you-mean';

const names = (map: unknown): string[] => (isObject(map) ? Object.keys(map) : []);

export function checkCallBody(
  file: FileUnderCheck,
  where: string,
  action: Record<string, unknown>,
  found: FoundCall | undefined,
  scope: RowScope,
) {
  const call = isObject(action.call) ? action.call : {};
  const rules = Array.isArray(action.confirmWhen) ? action.confirmWhen.filter(isObject) : [];
  const maps: [string, unknown][] = [
    [`${where}.call.body`, call.body],
    ...rules.map((rule, i): [string, unknown] => [`${where}.confirmWhen[${i}].body`, rule.body]),
  ];
  for (const [at, map] of maps) checkValues(file, at, map, scope);
  rules.forEach((rule, i) => {
    if (isObject(rule.when))
      for (const path of Object.keys(rule.when))
        checkPath(file, `${where}.confirmWhen[${i}].when.${path}`, scope, path);
  });
  if (!found) return;
  const body = requestBody(found.document, found.operation);
  const sent = maps.flatMap(([at, map]) => names(map).map((name) => ({ at, name })));
  if (body.kind === 'none') {
    for (const { at } of sent.slice(0, 1))
      file.error(at, 'no-body', `${found.label} takes no body: remove "body".`);
    return;
  }
  if (body.kind !== 'object') return;
  const known = [...body.shape.properties.keys()];
  if (!body.shape.open)
    for (const { at, name } of sent.filter((item) => !body.shape.properties.has(item.name)))
      file.error(
        `${at}.${name}`,
        'unknown-body-field',
        `the API does not take a field "${name}" (${found.label}).${suggestion(name, known, { list: true })}`,
      );
  // Fields the call always sends; a confirmWhen adds fields only for some rows.
  const always = new Set(names(call.body));
  for (const name of [...body.shape.required].filter((n) => !always.has(n)))
    file.error(
      `${where}.call`,
      'missing-body-field',
      `the API needs a field "${name}" (${found.label}): add "body": { "${name}": ... }.`,
    );
}

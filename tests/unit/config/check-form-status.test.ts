// The form check and two settings of issue 25: a test-mode-only call (is_in_sandbox required, which the client
// adds in test mode) and the `status` notices, whose texts must be in the catalogue like every other.
import { describe, expect, it } from 'vitest';
import { checkForms } from '@/config/check-forms';
import { formatProblem } from '@/config/check-problem';
import { convertMoney, file, input, MAIN_API } from '../../fixtures/configs/forms/small-forms';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const withQuery = (name: string): Json => {
  const api = structuredClone(MAIN_API) as Json;
  api.paths['/api/v2/main/convert-money'].parameters = [
    { name, in: 'query', required: true, schema: { type: 'integer', enum: [1] } },
  ];
  return api;
};

const lines = (form: Json, api: Json = MAIN_API) =>
  checkForms({ ...input([file('convert-money', form)]), openapi: { main: api } }).map(formatProblem);

describe('checkForms: a call made in test mode only', () => {
  it('asks nothing of the form for a required is_in_sandbox', () => {
    expect(lines(convertMoney(), withQuery('is_in_sandbox'))).toEqual([]);
  });

  it('still asks for any other required query param', () => {
    expect(lines(convertMoney(), withQuery('mode'))).toEqual([
      'schemas/forms/convert-money.json › submit: POST /api/v2/main/convert-money needs the query param "mode": add "params": { "query": { "mode": ... } }.',
    ]);
  });
});

describe('checkForms: status notices', () => {
  it('checks each notice text against the catalogue', () => {
    const form = convertMoney();
    form.status = {
      path: 'status',
      notices: { done: 'forms:convert-money.done', failed: 'forms:convert-money.nope' },
    };
    expect(lines(form).join('\n')).toContain('status.notices.failed: text key "forms:convert-money.nope"');
    expect(lines(form).join('\n')).not.toContain('status.notices.done');
  });

  it('refuses an unknown status setting', () => {
    const form = convertMoney();
    form.status = { path: 'status', notice: {} };
    expect(lines(form).join('\n')).toContain('"notice" is not a setting here. Did you mean "notices"?');
  });
});

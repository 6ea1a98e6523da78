import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/config/check-problem';
import { checkSchemas, lineAndColumn, resolvePath, type SourceFile } from '@/config/check-schemas';

const money = { path: 'schemas/defs/money.json', text: '{ "$defs": { "amount": { "type": "number" } } }' };
const messages = (files: SourceFile[]) => checkSchemas(files).map(formatProblem);

describe('checkSchemas', () => {
  it('accepts valid files whose references all resolve', () => {
    const form = {
      path: 'schemas/forms/send-money.json',
      text: JSON.stringify({
        $schema: '../meta/form.json',
        schema: { properties: { amount: { $ref: '../defs/money.json#/$defs/amount' } } },
        uiSchema: { note: { $ref: '#/schema' } },
      }),
    };
    expect(messages([money, form, { path: 'schemas/meta/form.json', text: '{}' }])).toEqual([]);
  });

  it('names the file, line and column of a JSON syntax error', () => {
    const text = '{\n  "source": "GET /api/v2/transactions",\n  "columns": [],\n}\n';
    expect(messages([{ path: 'schemas/tables/transactions.json', text }])).toEqual([
      'schemas/tables/transactions.json › line 4, column 1: this is not valid JSON: Expected double-quoted property name. Look for a missing or extra comma, quote or bracket there.',
    ]);
  });

  it('reports a file that ends too early', () => {
    const [message] = messages([{ path: 'schemas/forms/a.json', text: '{\n  "schema": {' }]);
    expect(message).toMatch(
      /^schemas\/forms\/a\.json › line 2 \(the file ends too early\): this is not valid JSON/,
    );
  });

  it('reports a $ref to a file that does not exist, with a did-you-mean', () => {
    const form = {
      path: 'schemas/forms/send-money.json',
      text: '{ "schema": { "properties": { "amount": { "$ref": "../defs/mony.json" } } } }',
    };
    expect(messages([money, form])).toEqual([
      'schemas/forms/send-money.json › schema.properties.amount: $ref "../defs/mony.json" points at schemas/defs/mony.json, which does not exist. Did you mean "schemas/defs/money.json"?',
    ]);
  });

  it('reports a $ref to a place that is not in the file', () => {
    const form = {
      path: 'schemas/forms/a.json',
      text: '{ "x": { "$ref": "../defs/money.json#/$defs/amout" } }',
    };
    expect(messages([money, form])).toEqual([
      'schemas/forms/a.json › x: $ref "../defs/money.json#/$defs/amout" points at "#/$defs/amout", which is not in schemas/defs/money.json.',
    ]);
  });

  it('reports a $schema file that does not exist and ignores web addresses', () => {
    const form = {
      path: 'schemas/forms/a.json',
      text: '{ "$schema": "../meta/from.json", "x": { "$ref": "https://json-schema.org/draft/2020-12/schema" } }',
    };
    expect(messages([form])).toEqual([
      'schemas/forms/a.json › top level: $schema "../meta/from.json" points at schemas/meta/from.json, which does not exist.',
    ]);
  });

  it('has nothing to say about an empty folder', () => {
    expect(checkSchemas([])).toEqual([]);
  });
});

describe('path helpers', () => {
  it('resolves a reference against the folder of the file', () => {
    expect(resolvePath('schemas/forms/a.json', '../defs/money.json')).toBe('schemas/defs/money.json');
    expect(resolvePath('schemas/forms/a.json', './b.json')).toBe('schemas/forms/b.json');
  });
  it('turns an offset into a line and column', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

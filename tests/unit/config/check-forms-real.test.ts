// The real form files against the real API, routes, rule library and catalogues; and the meta-schema editors
// use (schemas/meta/form.schema.json) kept in step with the lists in code.
import { describe, expect, it } from 'vitest';
import { checkForms, formRoutes } from '@/config/check-forms';
import { formatProblem } from '@/config/check-problem';
import { FORM_FIELDS, FORM_WIDGETS, SESSION_VALUES } from '@/config/form-file';
import { RULE_NAMES } from '@/forms/rules/library';
import { CATALOGUE_LANGUAGES } from '@/i18n/languages';
import { routes } from '../../../routes.config';
import metaSchema from '../../../schemas/meta/form.schema.json';
import { readCatalogues, readFormLists, readSchemaFiles } from '../../../scripts/config-inputs';

const lists = readFormLists([]);
const forms = readSchemaFiles().filter((file) => file.path.startsWith('schemas/forms/'));
const defs = metaSchema.definitions;

describe('the real form files', () => {
  it('exist', () => {
    expect(forms.length).toBeGreaterThan(0);
  });

  it('have no errors', () => {
    const problems = checkForms({
      ...lists,
      files: forms,
      routes: formRoutes(routes),
      catalogues: readCatalogues([]),
      languages: CATALOGUE_LANGUAGES,
    });
    // Whether each file is shown somewhere needs every input (wizards, dialogs, screens): check-real-configs.test.ts.
    const own = problems.filter((p) => p.severity === 'error' && !p.kind.startsWith('unused-'));
    expect(own.map(formatProblem)).toEqual([]);
  });

  it('break visibly when the API drops a field they send', () => {
    const openapi = structuredClone(lists.openapi);
    const request = (openapi.main?.components as { schemas: Record<string, { properties: object }> }).schemas
      .ConvertMoneyRequest;
    if (!request) throw new Error('openapi/main.yaml has no ConvertMoneyRequest');
    const { amount: _dropped, ...rest } = request.properties as Record<string, unknown>;
    request.properties = rest;
    const problems = checkForms({
      ...lists,
      openapi,
      files: forms.filter((file) => file.path === 'schemas/forms/convert-money.json'),
      routes: formRoutes(routes),
      catalogues: readCatalogues([]),
    }).map(formatProblem);
    expect(problems).toContain(
      'schemas/forms/convert-money.json › schema.properties.amount: the API does not take a field "amount" (POST /api/v2/main/convert-money). If the field only steers the form, list it in submit.omit.',
    );
  });
});

describe('the form meta-schema', () => {
  it('lists the rule library’s rules, each with its help', () => {
    expect(defs.ruleName.enum).toEqual([...RULE_NAMES]);
    expect(Object.keys(defs.rules.properties)).toEqual([...RULE_NAMES]);
  });

  it('lists the widgets, custom fields and session values of src/config/form-file.ts', () => {
    expect(defs.widgetName.enum).toEqual([...FORM_WIDGETS]);
    expect(defs.customField.enum).toEqual([...FORM_FIELDS]);
    expect(defs.sessionValue.enum).toEqual([...SESSION_VALUES]);
  });

  it('lists the services that have an OpenAPI document, and real option sources as examples', () => {
    expect([...defs.service.enum].sort()).toEqual(Object.keys(lists.openapi).sort());
    for (const source of defs.uiOptions.properties.source.examples)
      expect(lists.optionSources).toContain(source);
  });
});

// The real wizard files against the real API, routes, forms, tables and catalogues; the forms and tables a wizard
// shows count as shown; and the meta-schema editors use (schemas/meta/wizard.schema.json) kept in step with the
// types of src/config/wizard-file.ts.
import { describe, expect, it } from 'vitest';
import { checkConfigs } from '@/config/check';
import { formatProblem } from '@/config/check-problem';
import { pageRoutes } from '@/config/check-tables';
import { checkWizardFiles } from '@/config/check-wizards';
import { SESSION_VALUES } from '@/config/form-file';
import type { RouteLink, ToolbarAction } from '@/config/table-file';
import {
  STEP_CHECKS,
  type StepCheck,
  type WizardFile,
  type WizardFinish,
  type WizardStages,
  type WizardStep,
} from '@/config/wizard-file';
import { CATALOGUE_LANGUAGES } from '@/i18n/languages';
import { routes } from '../../../routes.config';
import tableSchema from '../../../schemas/meta/table.schema.json';
import wizardSchema from '../../../schemas/meta/wizard.schema.json';
import { readCatalogues, readFormLists, readSchemaFiles } from '../../../scripts/config-inputs';

const lists = readFormLists([]);
const files = readSchemaFiles();
const under = (folder: string) => files.filter((file) => file.path.startsWith(`schemas/${folder}/`));
const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.json$/, '');

describe('the real wizard files', () => {
  it('exist', () => {
    expect(under('wizards').map((file) => nameOf(file.path))).toEqual(
      expect.arrayContaining(['business-profile', 'processing-onboarding']),
    );
  });

  it('have no errors', () => {
    const problems = checkWizardFiles({
      wizards: under('wizards'),
      formFiles: under('forms'),
      forms: under('forms').map((file) => nameOf(file.path)),
      tables: under('tables'),
      details: under('details'),
      openapi: lists.openapi,
      routes: pageRoutes(routes),
      optionSources: lists.optionSources,
      catalogues: readCatalogues([]),
      languages: CATALOGUE_LANGUAGES,
    });
    expect(problems.filter((p) => p.severity === 'error').map(formatProblem)).toEqual([]);
  });

  const all = () =>
    checkConfigs({ routes, schemaFiles: files, catalogues: [], languages: ['en'], forms: lists });

  it('make the forms and tables they show count as shown', () => {
    const shown = under('wizards').flatMap((file) => {
      const json = JSON.parse(file.text) as WizardFile;
      return [
        ...(json.form ? [`schemas/forms/${json.form}.json`] : []),
        ...json.steps.flatMap((step) => [
          ...(step.form ? [`schemas/forms/${step.form}.json`] : []),
          ...(step.tables ?? []).map((table) => `schemas/tables/${table}.json`),
        ]),
        ...(json.toolbar ?? []).flatMap((button) =>
          'table' in button && button.table ? [`schemas/tables/${button.table}.json`] : [],
        ),
      ];
    });
    expect(shown).toContain('schemas/tables/onboarding-owners.json');
    expect(shown).toContain('schemas/forms/business-details.json');
    const unused = all().filter((p) => p.kind === 'unused-form' || p.kind === 'unused-table');
    expect(unused.filter((p) => shown.includes(p.file)).map(formatProblem)).toEqual([]);
  });

  it('break visibly when a check path is misspelt in one edit', () => {
    const path = 'schemas/wizards/business-profile.json';
    const real = files.find((file) => file.path === path);
    if (!real) throw new Error(`${path} is missing`);
    const json = JSON.parse(real.text) as WizardFile;
    const index = json.steps.findIndex((step) => step.id === 'owners');
    const sum = json.steps[index]?.done?.findIndex((check) => check.check === 'sum') ?? -1;
    const check = json.steps[index]?.done?.[sum];
    if (!check) throw new Error(`${path} has no sum check on owners`);
    check.path = 'data.ubo[].percentOfShare';
    const edited = files.map((file) => (file === real ? { path, text: JSON.stringify(json) } : file));
    const problems = checkConfigs({
      routes,
      schemaFiles: edited,
      catalogues: [],
      languages: ['en'],
      forms: lists,
    });
    expect(problems.map(formatProblem)).toContain(
      `${path} › steps[${index}].done[${sum}].path: the answer of GET /api/v2/processing/onboarding has no "data.ubo[].percentOfShare". Did you mean "data.ubo[].percentOfShares"?`,
    );
  });
});

// Every key of each type, as a record the compiler checks: a key added to a type and not here is a type error.
type Keys<T> = T extends unknown ? keyof T : never;
const keys = <T>(record: Record<Keys<T>, true>) => Object.keys(record).sort();
const props = (schema: { properties?: object }) => Object.keys(schema.properties ?? {}).sort();
const w = wizardSchema.definitions;

describe('the wizard meta-schema', () => {
  it('has the settings of the types in src/config/wizard-file.ts', () => {
    expect(props(wizardSchema)).toEqual(
      keys<WizardFile>({
        $schema: true,
        title: true,
        description: true,
        layout: true,
        form: true,
        progress: true,
        stages: true,
        status: true,
        toolbar: true,
        steps: true,
        finish: true,
      }),
    );
    expect(props(w.step)).toEqual(
      keys<WizardStep>({
        id: true,
        label: true,
        description: true,
        form: true,
        tables: true,
        fields: true,
        done: true,
        requires: true,
        review: true,
      }),
    );
    expect(props(w.check)).toEqual(
      keys<StepCheck>({
        check: true,
        path: true,
        message: true,
        label: true,
        value: true,
        where: true,
        present: true,
      }),
    );
    expect(props(wizardSchema.properties.stages)).toEqual(keys<WizardStages>({ path: true, stages: true }));
    expect(props(wizardSchema.properties.finish)).toEqual(
      keys<WizardFinish>({ call: true, label: true, notice: true, when: true, goTo: true }),
    );
    expect(props(w.call)).toEqual(['operation', 'params', 'service']);
    expect(props(w.toolbarAction)).toEqual(
      keys<ToolbarAction>({ label: true, to: true, params: true, form: true, table: true }),
    );
    expect(props(w.routeLink)).toEqual(keys<RouteLink>({ to: true, params: true }));
  });

  it('lists the check kinds, session values and services of the code', () => {
    expect(w.check.properties.check.enum).toEqual([...STEP_CHECKS]);
    expect(w.sessionValue.enum).toEqual([...SESSION_VALUES]);
    expect([...w.service.enum].sort()).toEqual(Object.keys(lists.openapi).sort());
  });

  it('shares the table meta-schema’s value references and toolbar buttons (descriptions aside)', () => {
    const rules = (node: unknown): string =>
      JSON.stringify(node, (key, value: unknown) => (key === 'description' ? undefined : value));
    const t = tableSchema.definitions;
    for (const name of ['valueRef', 'sessionValue', 'toolbarAction', 'routeLink'] as const)
      expect(rules(w[name]), name).toEqual(rules(t[name]));
  });
});

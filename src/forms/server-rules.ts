import { useQueries } from '@tanstack/react-query';
import type { RJSFValidationError } from '@rjsf/utils';
import type { FormFile } from '@/config/form-file';
import { messageValues } from './rules/library';
import { loadChecksFor } from './rules/rule-checks';
import { readRuleText, type RuleWithParam } from './rules/rule-text';
import { checkRule } from './validation/check-rule';
import { callOperation } from './operation';
import { pick, resolveValues, type ValueSources } from './value-refs';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Every param a call takes, resolved; false while one it needs from the form is still empty. */
function resolvedParams(call: NonNullable<FormFile['serverRules']>[string], sources: ValueSources) {
  const refs = { ...call.params?.path, ...call.params?.query };
  const values = resolveValues(refs, sources);
  const ready = Object.keys(refs).every((name) => !isEmpty(values[name]));
  return { values, ready };
}

/**
 * The rules of the server's rule texts the form understands: a text the library cannot read, or a rule naming
 * another field the form does not have (`date_after:foo`), is dropped — its message could not name that field,
 * and the server checks again on submit anyway.
 */
export function readServerRules(texts: unknown, schema: FormFile['schema']): RuleWithParam[] {
  const fields = (schema.properties ?? {}) as Record<string, unknown>;
  const rules = Array.isArray(texts)
    ? texts.flatMap((text) => (typeof text === 'string' ? (readRuleText(text) ?? []) : []))
    : [];
  return rules.filter(({ rule, param }) => {
    const target = messageValues(rule, param).targetField;
    return typeof target !== 'string' || Object.hasOwn(fields, target);
  });
}

/**
 * The rules the server gives for some fields of a form (its `serverRules`), asked again when a value their
 * call takes changes (send money's description rules depend on the recipient). A rule text the library does
 * not know, or a failed call, adds nothing: the server checks again on submit.
 */
export function useServerRules(file: FormFile, sources: ValueSources): Record<string, RuleWithParam[]> {
  const entries = Object.entries(file.serverRules ?? {});
  const results = useQueries({
    queries: entries.map(([field, call]) => {
      const { values, ready } = resolvedParams(call, sources);
      return {
        queryKey: ['form-server-rules', file.title, field, call.operation, values],
        enabled: ready,
        staleTime: 5 * 60_000,
        retry: false,
        queryFn: async () => {
          const texts = pick(await callOperation(call, sources), call.path);
          const rules = readServerRules(texts, file.schema);
          await loadChecksFor(rules.map(({ rule }) => rule));
          return rules;
        },
      };
    }),
  });
  return Object.fromEntries(entries.map(([field], index) => [field, results[index]?.data ?? []]));
}

/**
 * The errors the server's rules find in the data, shaped as the precompiled validator's (so they are
 * translated and shown the same way): `required` as JSON Schema's, the others as the `rules` keyword's. Like
 * the field's own rules, a rule other than `required` checks only a filled field.
 */
export function serverRuleErrors(
  rules: Record<string, RuleWithParam[]>,
  formData: Record<string, unknown>,
): RJSFValidationError[] {
  return Object.entries(rules).flatMap(([field, list]) =>
    list.flatMap(({ rule, param }): RJSFValidationError[] => {
      const value = formData[field];
      const property = `.${field}`;
      if (rule === 'required')
        return isEmpty(value)
          ? [{ name: 'required', property, params: { missingProperty: field }, message: '', stack: '' }]
          : [];
      if (isEmpty(value) || checkRule(rule, value, param, formData)) return [];
      return [{ name: 'rules', property, params: { rule, param }, message: '', stack: '' }];
    }),
  );
}

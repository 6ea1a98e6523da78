/**
 * The `rules` keyword: `"rules": { "iban": true, "digits_between": [6, 9] }` on a field runs those rules of the
 * library (src/forms/rules) and reports each failure as its own error `{ keyword: 'rules', params: { rule,
 * param } }`, which the form turns into `validations:messages.<rule>`. Build-time only (it imports ajv's code
 * generator): the generated validators call `__checkRule`, which the validator module imports (compile.ts).
 */
import { _, stringify, type KeywordDefinition, type KeywordCxt } from 'ajv';

export const rulesKeyword: KeywordDefinition = {
  keyword: 'rules',
  schemaType: 'object',
  code(cxt: KeywordCxt) {
    const { gen, data, schema, it } = cxt;
    const check = gen.scopeValue('func', { ref: () => true, code: _`__checkRule` });
    for (const [rule, param] of Object.entries(schema as Record<string, unknown>)) {
      gen.if(_`!${check}(${rule}, ${data}, ${stringify(param)}, ${it.parentData})`, () =>
        cxt.error(false, { rule, param } as never),
      );
    }
  },
  error: {
    message: ({ params }) => _`"fails the " + ${params.rule} + " rule"`,
    params: ({ params }) => _`{rule: ${params.rule}, param: ${stringify(params.param)}}`,
  },
};

import { describe, expect, it } from 'vitest';
import { translateUi } from '@/forms/translate-ui';

const t = (key: string) => `«${key}»`;

describe('translateUi', () => {
  const schema = {
    type: 'object',
    properties: {
      type: {
        type: 'string',
        title: 'x:type',
        oneOf: [
          { const: 'flat', title: 'x:flat' },
          { const: 'percentage', title: 'x:percentage' },
        ],
      },
      prices: {
        type: 'array',
        title: 'x:prices',
        items: { type: 'object', properties: { amount: { type: 'number', title: 'x:amount' } } },
      },
    },
  };

  it("labels oneOf choices where RJSF's radio and select read them, and as enumNames", () => {
    const ui = translateUi(schema, { type: { 'ui:widget': 'radio' } }, t);
    expect(ui.type).toMatchObject({
      'ui:widget': 'radio',
      'ui:title': '«x:type»',
      'ui:enumNames': ['«x:flat»', '«x:percentage»'],
      oneOf: [{ 'ui:title': '«x:flat»' }, { 'ui:title': '«x:percentage»' }],
    });
  });

  it("keeps a file's own oneOf uiSchema", () => {
    const own = [{ 'ui:title': 'mine' }, {}];
    expect(translateUi(schema, { type: { oneOf: own } }, t).type).toMatchObject({ oneOf: own });
  });

  it("translates a list entry's fields", () => {
    expect(translateUi(schema, undefined, t).prices).toMatchObject({
      'ui:title': '«x:prices»',
      items: { amount: { 'ui:title': '«x:amount»' } },
    });
  });
});

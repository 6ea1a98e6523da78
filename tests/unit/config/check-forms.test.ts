// The form-file check: one small broken form per kind of problem, each message naming the file, the place in
// it and the fix; valid forms say nothing; the real form files, API and routes pass.
import { describe, expect, it } from 'vitest';
import { checkForms } from '@/config/check-forms';
import { formatProblem } from '@/config/check-problem';
import { contactEdit, convertMoney, file, input, ROUTES } from '../../fixtures/configs/forms/small-forms';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const lines = (files: ReturnType<typeof file>[], patch: Partial<ReturnType<typeof input>> = {}) =>
  checkForms({ ...input(files), ...patch }).map((p) => `${p.severity}: ${formatProblem(p)}`);

/** The problems of convert-money.json after one edit. */
const convert = (edit: (form: Json) => void) => {
  const form = convertMoney();
  edit(form);
  return lines([file('convert-money', form)]);
};
const contact = (edit: (form: Json) => void) => {
  const form = contactEdit();
  edit(form);
  return lines([file('contact-edit', form)]);
};
const FILE = 'error: schemas/forms/convert-money.json';
const CONTACT = 'error: schemas/forms/contact-edit.json';

describe('checkForms: valid forms', () => {
  it('says nothing about forms that fit the API, routes, rules and catalogue', () => {
    expect(lines([file('convert-money', convertMoney()), file('contact-edit', contactEdit())])).toEqual([]);
  });

  it('leaves a file that is not JSON to the schema-file check', () => {
    expect(lines([file('convert-money', '{ "title": ')])).toEqual([]);
  });
});

describe('checkForms: the file against its meta-schema', () => {
  it.each([
    [
      'a missing submit',
      (f: Json) => delete f.submit,
      `${FILE} › top level: "submit" is missing: add the call that saves the form, e.g. { "operation": "POST /api/v2/main/send-money" }.`,
    ],
    [
      'a misspelt top-level key',
      (f: Json) => ((f.sumbit = f.submit), delete f.submit),
      `${FILE} › top level: "sumbit" is not a setting here. Did you mean "submit"?`,
    ],
    [
      'a wrong type',
      (f: Json) => (f.quote.fields = 'amount'),
      `${FILE} › quote.fields: must be a list ([ ... ]), not "amount".`,
    ],
    [
      'a page title that is not a text key',
      (f: Json) => (f.title = 'Convert money'),
      `${FILE} › title: "Convert money" is not a text key: write a key such as "forms:send-money.title" and put the text in locales/en/forms.json and the other 14 languages.`,
    ],
    [
      'an operation not written as METHOD /path',
      (f: Json) => (f.submit.operation = 'post /api/v2/main/convert-money'),
      `${FILE} › submit.operation: "post /api/v2/main/convert-money" must be written as "METHOD /path", e.g. "POST /api/v2/main/send-money".`,
    ],
    [
      'a misspelt JSON Schema keyword',
      (f: Json) => (f.schema.properties.to.tittle = 'forms:convert-money.to'),
      `${FILE} › schema.properties.to: "tittle" is not a setting here. Did you mean "title"?`,
    ],
    [
      'a misspelt uiSchema setting',
      (f: Json) => (f.uiSchema.from['ui:widgte'] = 'currency'),
      `${FILE} › uiSchema.from: "ui:widgte" is not a uiSchema setting. Did you mean "ui:widget"?`,
    ],
    [
      'a value reference with two keys',
      (f: Json) => (f.initial.from = { $query: 'currency', $field: 'to' }),
      `${FILE} › initial.from: a value reference has exactly one key, such as { "$session": "email" } or { "$field": "amount" }.`,
    ],
    [
      'a misspelt value reference',
      (f: Json) => (f.initial.from = { $qeury: 'currency' }),
      `${FILE} › initial.from: "$qeury" is not a value reference. Did you mean "$query"?`,
    ],
  ])('reports %s', (_, edit, message) => {
    expect(convert(edit)).toEqual([message]);
  });
});

describe('checkForms: calls against the OpenAPI documents', () => {
  it.each([
    [
      'a path the API does not have, with the likely one',
      (f: Json) => (f.submit.operation = 'POST /api/v2/main/convert-mony'),
      `${FILE} › submit.operation: the main API (openapi/main.yaml) has no path "/api/v2/main/convert-mony". Did you mean "/api/v2/main/convert-money"?`,
    ],
    [
      'a path that is in another service',
      (f: Json) => (f.submit.operation = 'PUT /api/public-profile'),
      `${FILE} › submit.operation: "/api/public-profile" is not in the main API (openapi/main.yaml) but in the account API: add "service": "account".`,
    ],
    [
      'a query param the operation does not take',
      (f: Json) => (f.submit.params = { query: { currncy: 'USD' } }),
      `${FILE} › submit.params.query: POST /api/v2/main/convert-money takes no query param "currncy".`,
    ],
  ])('reports %s', (_, edit, message) => {
    expect(convert(edit)).toEqual([message]);
  });

  it.each([
    [
      'a method the path does not have',
      (f: Json) => (f.submit.operation = 'POST /api/v2/main/contacts/{id}'),
      [
        `${CONTACT} › submit.operation: the API has GET, PUT and DELETE, not POST, at /api/v2/main/contacts/{id}. Did you mean "PUT /api/v2/main/contacts/{id}"?`,
      ],
    ],
    [
      'a path param named differently from the API',
      (f: Json) => (f.submit.operation = 'PUT /api/v2/main/contacts/{contact}'),
      [
        `${CONTACT} › submit.operation: the API writes this path as "/api/v2/main/contacts/{id}": use the same {param} names.`,
      ],
    ],
    [
      'a path param not given, and one given that the path lacks',
      (f: Json) => (f.load.params.path = { ids: { $route: 'slug' } }),
      [
        `${CONTACT} › load: the path needs {id}: add "params": { "path": { "id": ... } }, e.g. { "$route": "slug" } for the page's :slug.`,
        `${CONTACT} › load.params.path: "ids" is not a {param} of /api/v2/main/contacts/{id}. Did you mean "id"?`,
      ],
    ],
  ])('reports %s', (_, edit, messages) => {
    expect(contact(edit)).toEqual(messages);
  });

  it('reports a required query param that is not given', () => {
    const form = contactEdit();
    form.load = { operation: 'GET /api/v2/main/balance' };
    form.submit = { operation: 'PUT /api/v2/main/contacts/{id}', params: { path: { id: 'x' } } };
    expect(lines([file('contact-edit', form)])).toContain(
      `${CONTACT} › load: GET /api/v2/main/balance needs the query param "currency": add "params": { "query": { "currency": ... } }.`,
    );
  });

  it('reports a money line the answer gives as a plain number, with no currency to show it in', () => {
    expect(
      convert((f) => (f.quote.show[1] = { label: 'forms:common.fee', path: 'fee.amount', format: 'money' })),
    ).toEqual([
      `${FILE} › quote.show[1].currency: the answer gives "fee.amount" as a plain number, so the line cannot say which currency it is in: add "currency", e.g. { "$field": "source_currency" }.`,
    ]);
    expect(
      convert(
        (f) =>
          (f.quote.show[1] = {
            label: 'forms:common.fee',
            path: 'fee.amount',
            format: 'money',
            currency: { $field: 'from' },
          }),
      ),
    ).toEqual([]);
  });

  it('reports a quote line that is not in the answer', () => {
    expect(convert((f) => (f.quote.show[1].path = 'fee.amout'))).toEqual([
      `${FILE} › quote.show[1].path: the answer of POST /api/v2/main/convert-money/quote has no "amout" in its data. Did you mean "amount"?`,
    ]);
  });
});

describe('checkForms: the body against the API', () => {
  it('reports a form field the API does not take, and the field it then misses', () => {
    const problems = convert((f) => {
      f.schema.properties.amout = f.schema.properties.amount;
      delete f.schema.properties.amount;
      f.uiSchema.amout = f.uiSchema.amount;
      delete f.uiSchema.amount;
      f.quote.fields = ['from', 'to'];
    });
    expect(problems).toEqual([
      `${FILE} › schema.properties.amout: the API does not take a field "amout" (POST /api/v2/main/convert-money). Did you mean "amount"?`,
      `${FILE} › submit: the API needs a field "amount" (POST /api/v2/main/convert-money) that the form does not send: add it to schema.properties, or to submit.extra if the person does not type it.`,
      `${FILE} › quote: the API needs a field "amount" (POST /api/v2/main/convert-money/quote) that the form does not send: add it to quote.fields, or to quote.extra if the person does not type it.`,
    ]);
  });

  it('reports an extra body field the API does not take', () => {
    expect(convert((f) => (f.submit.extra = { note: 'x' }))).toEqual([
      `${FILE} › submit.extra.note: the API does not take a field "note" (POST /api/v2/main/convert-money). Remove it from submit.extra.`,
    ]);
  });

  it('reports a field of the loaded record that would be sent back but the API does not take', () => {
    expect(contact((f) => (f.submit.omit = ['id']))).toEqual([
      `${CONTACT} › submit.omit: the record that load reads has a field "tags", which PUT /api/v2/main/contacts/{id} does not take: add it to submit.omit.`,
    ]);
  });

  it('reports an omitted name that is neither a field nor in the record', () => {
    expect(contact((f) => f.submit.omit.push('tgas'))).toEqual([
      `${CONTACT} › submit.omit: "tgas" is not a field of the form or of the record it loads. Did you mean "tags"?`,
    ]);
  });

  it('refuses Markdown in descriptions (the app renders none)', () => {
    expect(
      convert((f) => (f.uiSchema.amount = { 'ui:options': { enableMarkdownInDescription: true } })),
    ).toEqual([
      `${FILE} › uiSchema.amount.ui:options.enableMarkdownInDescription: descriptions are plain text from the catalogues; Markdown is not rendered: remove this setting.`,
    ]);
  });

  it('checks submit.parts: a field of the form, with a mask of as many groups as parts', () => {
    expect(convert((f) => (f.submit.parts = { amout: ['from', 'to'] }))).toContain(
      `${FILE} › submit.parts.amout: "amout" is not a field of the form. Did you mean "amount"?`,
    );
    expect(convert((f) => (f.submit.parts = { amount: ['from', 'to'] }))).toContain(
      `${FILE} › submit.parts.amount: "amount" has no input mask to cut it at: give it "ui:widget": "mask" with a "mask" option in uiSchema.`,
    );
    const masked = (names: string[]) =>
      convert((f) => {
        f.uiSchema.amount = { 'ui:widget': 'mask', 'ui:options': { mask: 'monthYear' } };
        f.submit.parts = { amount: names };
      });
    expect(masked(['from', 'to', 'amount'])).toContain(
      `${FILE} › submit.parts.amount: "amount"'s mask has 2 groups but submit.parts.amount names 3 fields: name one per group.`,
    );
    // The parts are what the API gets: a part it does not take is named where it is written.
    expect(masked(['amount', 'note'])).toContain(
      `${FILE} › submit.parts.amount: the API does not take a field "note" (POST /api/v2/main/convert-money). Remove it from submit.parts.amount.`,
    );
  });

  it('reports fields sent to an operation that takes no body', () => {
    expect(
      contact((f) => {
        delete f.load;
        f.submit = { operation: 'POST /api/v2/main/contacts/{id}/favorite', params: { path: { id: 'x' } } };
      }),
    ).toEqual([
      `${CONTACT} › submit: POST /api/v2/main/contacts/{id}/favorite takes no body, but the form would send "first_name" and "email".`,
    ]);
  });
});

describe('checkForms: rules', () => {
  it.each([
    [
      'an unknown rule, with the likely one',
      (f: Json) => (f.schema.properties.to.rules.requird = true),
      `${FILE} › schema.properties.to.rules: rule "requird" does not exist. Did you mean "required"?`,
    ],
    [
      'a bad rule param, in the rule library’s words',
      (f: Json) => (f.schema.properties.amount.rules.max = '10'),
      `${FILE} › schema.properties.amount.rules: rule "max": expects a whole number of 0 or more`,
    ],
    [
      'a rule naming a field that is not there',
      (f: Json) => (f.schema.properties.to.rules.confirmed = 'form'),
      `${FILE} › schema.properties.to.rules: rule "confirmed" names the field "form", which is not beside this one. Did you mean "from"?`,
    ],
    [
      'a JSON Schema format, with the rule to write',
      (f: Json) => (f.schema.properties.to.format = 'email'),
      `${FILE} › schema.properties.to.format: forms do not use "format": remove it and write "rules": { "email": true } instead.`,
    ],
  ])('reports %s', (_, edit, message) => {
    expect(convert(edit)).toEqual([message]);
  });
});

describe('checkForms: uiSchema', () => {
  it.each([
    [
      'a field the schema does not have',
      (f: Json) => (f.uiSchema.ammount = {}),
      `${FILE} › uiSchema.ammount: "ammount" is not a field of the form. Did you mean "amount"?`,
    ],
    [
      'an unknown widget',
      (f: Json) => (f.uiSchema.amount['ui:widget'] = 'mony'),
      `${FILE} › uiSchema.amount.ui:widget: widget "mony" does not exist. Did you mean "money"?`,
    ],
    [
      'an unknown custom field',
      (f: Json) => (f.uiSchema.to = { 'ui:field': 'adress' }),
      `${FILE} › uiSchema.to.ui:field: custom field "adress" does not exist. Did you mean "address"?`,
    ],
    [
      'an unknown option source',
      (f: Json) => (f.uiSchema.from['ui:options'].source = 'balance'),
      `${FILE} › uiSchema.from.ui:options.source: option source "balance" does not exist (the sources are the files in src/forms/options/sources/). Did you mean "balances"?`,
    ],
    [
      'a currencyField that is not a field',
      (f: Json) => (f.uiSchema.amount['ui:options'].currencyField = 'currency'),
      `${FILE} › uiSchema.amount.ui:options.currencyField: currencyField names the field "currency", which the form does not have. Use one of: from, to, amount.`,
    ],
    [
      'a ui:order that leaves fields out',
      (f: Json) => (f.uiSchema['ui:order'] = ['from', 'to']),
      `${FILE} › uiSchema.ui:order: ui:order leaves out "amount": add it, or "*" for every field not listed.`,
    ],
  ])('reports %s', (_, edit, message) => {
    expect(convert(edit)).toEqual([message]);
  });
});

describe('checkForms: value references and routes', () => {
  it.each([
    [
      'an unknown session value',
      (f: Json) => (f.submit.extra = { from: { $session: 'usrType' } }),
      `${FILE} › submit.extra.from: "$session": "usrType" is not a fact the app knows about the user. Did you mean "userType"?`,
    ],
    [
      'a $field the form does not have',
      (f: Json) => (f.submit.extra = { to: { $field: 'form' } }),
      `${FILE} › submit.extra.to: "$field": "form" names a field the form does not have. Did you mean "from"?`,
    ],
    [
      'a $field where it has no value yet',
      (f: Json) => (f.initial = { to: { $field: 'from' } }),
      `${FILE} › initial.to: "$field" has no value yet when the form opens: use it in submit, quote or onSuccess.`,
    ],
    [
      'a $response before the answer',
      (f: Json) => (f.quote.extra = { to: { $response: 'data.id' } }),
      `${FILE} › quote.extra.to: "$response" only has a value once the form is saved: use it in onSuccess.goToParams.`,
    ],
    [
      'a $response in initial of a form that loads nothing',
      (f: Json) => (f.initial = { to: { $response: 'data.currency' } }),
      `${FILE} › initial.to: "$response" in initial reads the record the form loads, but the form has no "load": add one, or use it in onSuccess.`,
    ],
    [
      'addNew on a field that is not a searchable select',
      (f: Json) =>
        (f.uiSchema.amount['ui:options'] = {
          addNew: { route: 'my-contacts-new', label: 'transfers:send.newRecipient' },
        }),
      `${FILE} › uiSchema.amount.ui:options.addNew: addNew works on a "searchableSelect" field only: set "ui:widget": "searchableSelect" or remove it.`,
    ],
    [
      'addNew opening a route that needs address parts',
      (f: Json) => {
        f.uiSchema.to = {
          'ui:widget': 'searchableSelect',
          'ui:options': { addNew: { route: 'my-contacts-slug', label: 'forms:convert-money.to' } },
        };
      },
      `${FILE} › uiSchema.to.ui:options.addNew.route: route "my-contacts-slug" (/my-contacts/:slug) needs address parts; addNew opens a route without any, such as "my-contacts-new".`,
    ],
    [
      'server rules for a field the form does not have',
      (f: Json) =>
        (f.serverRules = {
          ammount: { operation: 'POST /api/v2/main/convert-money/quote', path: 'data.rules' },
        }),
      `${FILE} › serverRules.ammount: "ammount" is not a field of the form. Did you mean "amount"?`,
    ],
    [
      'server rules asked of a call the API lacks',
      (f: Json) =>
        (f.serverRules = {
          amount: { operation: 'GET /api/v2/main/additional-param', path: 'data.validations.description' },
        }),
      `${FILE} › serverRules.amount.operation: the main API (openapi/main.yaml) has no path "/api/v2/main/additional-param".`,
    ],
    [
      'a goTo route that does not exist',
      (f: Json) => (f.onSuccess.goTo = 'transaction'),
      `${FILE} › onSuccess.goTo: route "transaction" does not exist. Did you mean "transactions"?`,
    ],
    [
      'a $route that is not part of the address',
      (f: Json) => (f.initial = { to: { $route: 'slug' } }),
      `${FILE} › initial.to: "$route": "slug" is not a part of this form's address (/convert-money); its routes have no parts.`,
    ],
  ])('reports %s', (_, edit, message) => {
    expect(convert(edit)).toEqual([message]);
  });

  it('reports a goTo route whose address part is not given', () => {
    expect(contact((f) => (f.onSuccess.goToParams = { slgu: { $response: 'data.id' } }))).toEqual([
      `${CONTACT} › onSuccess: route "contacts-slug" (/contacts/:slug) needs :slug: add "goToParams": { "slug": ... }, e.g. { "$response": "data.id" }.`,
      `${CONTACT} › onSuccess.goToParams: route "contacts-slug" (/contacts/:slug) has no :slgu. Did you mean "slug"?`,
    ]);
  });

  it('refuses a form file no route shows', () => {
    expect(lines([file('convert-money', convertMoney())], { routes: ROUTES.slice(1) })).toEqual([
      "error: schemas/forms/convert-money.json › top level: no route shows this form: add a route with page: form('convert-money') to routes.config.ts, or delete the file.",
    ]);
  });

  it('accepts a form a bespoke screen opens in a dialog', () => {
    const patch = { routes: ROUTES.slice(1), dialogForms: ['convert-money'] };
    expect(lines([file('convert-money', convertMoney())], patch)).toEqual([]);
  });
});

describe('checkForms: text keys', () => {
  it('reports a text key missing from the catalogue, with the likely one', () => {
    expect(convert((f) => (f.onSuccess.notice = 'forms:convert-money.dnoe'))).toEqual([
      `${FILE} › onSuccess.notice: text key "forms:convert-money.dnoe" is missing in every language: add it to locales/en/forms.json and the other 14 catalogues. Did you mean "forms:convert-money.done"?`,
    ]);
  });

  it('reports a field label missing from the catalogue, at the field', () => {
    expect(convert((f) => (f.schema.properties.to.title = 'forms:convert-money.too'))).toEqual([
      `${FILE} › schema.properties.to.title: text key "forms:convert-money.too" is missing in every language: add it to locales/en/forms.json and the other 14 catalogues. Did you mean "forms:convert-money.to"?`,
    ]);
  });

  it('reports a placeholder key missing from the catalogue, at the uiSchema entry', () => {
    expect(convert((f) => (f.uiSchema.amount['ui:placeholder'] = 'forms:common.amuont'))).toEqual([
      `${FILE} › uiSchema.amount.ui:placeholder: text key "forms:common.amuont" is missing in every language: add it to locales/en/forms.json and the other 14 catalogues. Did you mean "forms:common.amount"?`,
    ]);
  });

  it('reports a field label written as plain text', () => {
    expect(convert((f) => (f.schema.properties.to.title = 'To'))).toEqual([
      `${FILE} › schema.properties.to.title: "To" is shown to people but is not a text key: write a key such as "forms:convert-money.to" and put the text in locales/en/forms.json and the other 14 languages.`,
    ]);
  });
});

describe('checkForms: misshapen files', () => {
  const ODD = [null, 1, 'x', [], {}, { a: [1] }, [{}], true];
  /** The path of every key in a form, outermost first. */
  function* oddEdits(node: Json, path: string[] = []): Generator<string[]> {
    for (const key of Object.keys(node)) {
      yield [...path, key];
      if (typeof node[key] === 'object' && node[key] !== null) yield* oddEdits(node[key], [...path, key]);
    }
  }

  it('reports, never crashes, whatever value sits anywhere in a form', () => {
    let tried = 0;
    for (const make of [convertMoney, contactEdit]) {
      for (const path of oddEdits(make())) {
        for (const value of ODD) {
          const form = make();
          const parent = path.slice(0, -1).reduce<Json>((node, key) => node[key], form);
          parent[path.at(-1) as string] = value;
          expect(
            () => checkForms(input([file('odd', form)])),
            `${path.join('.')} = ${JSON.stringify(value)}`,
          ).not.toThrow();
          tried++;
        }
      }
    }
    // A bare text is not valid JSON (file() writes it as is): checkSchemas reports that, not checkForms.
    for (const value of ODD.filter((v) => typeof v !== 'string'))
      expect(lines([file('odd', value)])[0]).toMatch(/^error: schemas\/forms\/odd\.json › top level: /);
    expect(tried).toBeGreaterThan(500);
  });
});

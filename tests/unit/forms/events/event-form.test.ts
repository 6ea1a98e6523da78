// The event form files through the engine as the wizard sees them: normalized, validated by the validator the
// build precompiles, and the errors translated. What each step asks for (spec B §3, §5): a title-rule name, a
// venue only for offline events, a paid ticket's price of at least 0.01, an end after the start.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { normalizeSchema } from '@/forms/normalize-schema';
import { validatorModule } from '@/forms/validation/compile';
import { translateErrors } from '@/forms/error-messages';
import { fieldIdOf } from '@/forms/use-debounced-validation';
import validations from '../../../../locales/en/validations.json';
import events from '../../../../locales/en/events.json';

const i18n = i18next.createInstance();
mkdirSync(join(process.cwd(), 'tests', '.generated'), { recursive: true });
const folder = mkdtempSync(join(process.cwd(), 'tests', '.generated', 'events-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Built {
  schema: RJSFSchema;
  validator: ValidatorType;
}
const forms: Record<string, Built> = {};

async function build(name: string): Promise<Built> {
  const file = JSON.parse(readFileSync(`schemas/forms/${name}.json`, 'utf8')) as { schema: RJSFSchema };
  const schema = normalizeSchema(file.schema) as RJSFSchema;
  writeFileSync(join(folder, `${name}.mjs`), validatorModule(schema));
  const module = (await import(/* @vite-ignore */ join(folder, `${name}.mjs`))) as { default: never };
  return { schema, validator: createPrecompiledValidator(module.default, schema) };
}

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['validations', 'events'],
    resources: { en: { validations, events } },
    interpolation: { escapeValue: false },
  });
  forms['event-new'] = await build('event-new');
  forms['event-edit'] = await build('event-edit');
});

/** The field id and message of each error, as the page shows them. */
function errorsOf(name: string, data: Record<string, unknown>): [string, string][] {
  const { schema, validator } = forms[name]!;
  const t = i18n.getFixedT('en');
  return translateErrors(validator.validateFormData(data, schema).errors, schema, (key, values) =>
    t(key, values),
  ).map((e) => [fieldIdOf(e.property), e.message ?? '']);
}

const VENUE = {
  name: 'Riverside Hall',
  country_code: 'DE',
  address: '1 River Road',
  city: 'Berlin',
  zip: '10115',
  show_map: true,
  visible_approved_only: false,
};
const VALID = {
  public_name: 'Summer Music Night',
  category_id: 'cat_001',
  description: { description: 'Live bands' },
  signup_type: 'offline',
  timezone: 'Europe/Berlin',
  schedule: {
    start_date: '2099-06-01',
    start_time: '18:00',
    end_date: '2099-06-01',
    end_time: '23:00',
    show_end_date: true,
  },
  venue: VENUE,
  tickets: [{ name: 'Standard', type: 'free', currency: 'USD', quantity: 100 }],
};

describe.each(['event-new', 'event-edit'])('%s', (name) => {
  it('a complete offline event passes', () => {
    expect(errorsOf(name, VALID)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      'a name with symbols breaks the title rule',
      { public_name: 'Party!!' },
      [['root_public_name', 'The Event name field may only contain letters, numbers, dashes and spaces']],
    ],
    [
      'an offline event without a venue name or city',
      { venue: { ...VENUE, name: '', city: '' } },
      [
        ['root_venue_name', 'The Venue name field is required'],
        ['root_venue_city', 'The City field is required'],
      ],
    ],
    [
      'an offline event whose venue has no country',
      { venue: { name: 'Hall', address: '1 Road', city: 'Berlin' } },
      [['root_venue_country_code', 'The Country field is required']],
    ],
    [
      'an end before the start',
      { schedule: { ...VALID.schedule, end_date: '2099-05-31' } },
      [['root_schedule_end_date', expect.stringContaining('End date') as unknown as string]],
    ],
    [
      'a paid ticket without a price',
      { tickets: [{ name: 'VIP', type: 'paid', currency: 'USD', quantity: 10 }] },
      [['root_tickets_0_price', 'The Price field is required']],
    ],
    [
      'a paid ticket below 0.01',
      { tickets: [{ name: 'VIP', type: 'paid', currency: 'USD', quantity: 10, price: 0.001 }] },
      [['root_tickets_0_price', 'The Price field must be 0.01 or more']],
    ],
    [
      'no ticket at all',
      { tickets: [] },
      [['root_tickets', expect.stringContaining('Ticket types') as unknown as string]],
    ],
  ])('%s is refused at the field', (_, change, expected) => {
    expect(errorsOf(name, { ...VALID, ...change })).toEqual(expected);
  });

  it('an online event needs no venue', () => {
    const empty = { name: '', country_code: '', address: '', city: '', zip: '' };
    expect(errorsOf(name, { ...VALID, signup_type: 'online', venue: empty })).toEqual([]);
  });

  it('a free ticket with a price is refused at its price', () => {
    const tickets = [{ name: 'Standard', type: 'free', currency: 'USD', quantity: 100, price: 5 }];
    expect(errorsOf(name, { ...VALID, tickets })).toEqual([
      ['root_tickets_0_price', expect.stringContaining('Price') as unknown as string],
    ]);
  });

  it('a free ticket needs no price, a paid one of 25 passes', () => {
    const tickets = [
      { name: 'Standard', type: 'free', currency: 'USD', quantity: 100 },
      { name: 'VIP', type: 'paid', currency: 'USD', quantity: 10, price: 25 },
    ];
    expect(errorsOf(name, { ...VALID, tickets })).toEqual([]);
  });
});

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { KitSection } from './kit-section';
import { setting } from './snippet';
import { WidgetSample } from './widget-sample';

interface Sample {
  id: string;
  /** Field name → [text key of its title under uiKit:samples, JSON Schema type]. */
  fields: Record<string, [title: string, type: 'string' | 'number' | 'object']>;
  uiSchema: UiSchema;
  initial?: Record<string, unknown>;
}

/**
 * The pieces a form file asks for by `ui:widget` or `ui:field` (docs/configs.md "Widgets"): one sample each,
 * in the order spec A §2 lists them.
 */
const SAMPLES: Sample[] = [
  {
    id: 'otp',
    fields: { code: ['code', 'string'] },
    uiSchema: { code: { 'ui:widget': 'otp', 'ui:options': { length: 6, type: 'numeric' } } },
  },
  {
    id: 'address',
    fields: { address: ['address', 'object'] },
    uiSchema: { address: { 'ui:field': 'address' } },
    initial: { address: { country_code: 'US' } },
  },
  {
    id: 'richText',
    fields: { notes: ['notes', 'string'] },
    uiSchema: { notes: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } } },
  },
  {
    id: 'date',
    fields: { date: ['date', 'string'] },
    uiSchema: { date: { 'ui:widget': 'date', 'ui:options': { minYear: 1920 } } },
  },
  {
    id: 'money',
    fields: {
      currency: ['currency', 'string'],
      amount: ['amount', 'number'],
      discount: ['discount', 'number'],
    },
    uiSchema: {
      currency: { 'ui:widget': 'currency', 'ui:options': { source: 'currencies' } },
      amount: { 'ui:widget': 'money', 'ui:options': { currencyField: 'currency' } },
      discount: { 'ui:widget': 'percent' },
    },
    initial: { currency: 'JPY' },
  },
  {
    id: 'select',
    fields: { country: ['country', 'string'] },
    uiSchema: { country: { 'ui:widget': 'searchableSelect', 'ui:options': { source: 'countries' } } },
  },
];

function WidgetSection({ sample }: { sample: Sample }) {
  const { t } = useTranslation('uiKit');
  const schema = useMemo<RJSFSchema>(
    () => ({
      type: 'object',
      properties: Object.fromEntries(
        Object.entries(sample.fields).map(([name, [title, type]]) => [
          name,
          { type, title: t(`samples.${title}`) },
        ]),
      ),
    }),
    [sample, t],
  );
  return (
    <KitSection
      id={sample.id}
      title={t(`sections.${sample.id}.title`)}
      description={t(`sections.${sample.id}.description`)}
      snippet={setting('uiSchema', sample.uiSchema)}
    >
      <WidgetSample name={sample.id} schema={schema} uiSchema={sample.uiSchema} initial={sample.initial} />
    </KitSection>
  );
}

/** The sample of one widget by its id in SAMPLES. */
export function WidgetPiece({ id }: { id: string }) {
  const sample = SAMPLES.find((entry) => entry.id === id);
  return sample ? <WidgetSection sample={sample} /> : null;
}

import { useTranslation } from 'react-i18next';
import type { EnumOptionsType, RJSFSchema } from '@rjsf/utils';
import type { WizardStep } from '@/config/wizard-file';
import type { LoadedForm } from '@/forms/load-form';
import { useFieldOptions } from '@/forms/options/use-field-options';
import { dateTimeFormat } from '@/i18n/intl-cache';
import { toBcp47 } from '@/i18n/languages';
import { Button } from '@/ui/button';

type Json = Record<string, unknown>;

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The choices of a `oneOf` / `enum` field as RJSF gives them to a widget: value and (a text key) label. */
function enumOptionsOf(schema: Json | undefined): EnumOptionsType<RJSFSchema>[] {
  if (!schema) return [];
  if (Array.isArray(schema.oneOf))
    return schema.oneOf.filter(isJson).map((option) => ({
      value: option.const,
      label: typeof option.title === 'string' ? option.title : String(option.const),
    }));
  return Array.isArray(schema.enum) ? schema.enum.map((value) => ({ value, label: String(value) })) : [];
}

/** One value as the person gave it: a choice's label, a date in their language, file names, Yes/No. */
function ReviewValue({
  value,
  schema,
  ui,
  formData,
}: {
  value: unknown;
  schema: Json | undefined;
  ui: Json | undefined;
  formData: Json;
}) {
  const { t, i18n } = useTranslation(['forms']);
  const uiOptions = isJson(ui?.['ui:options']) ? ui['ui:options'] : {};
  const { options } = useFieldOptions({
    options: { source: uiOptions.source, enumOptions: enumOptionsOf(schema) },
    registry: { formContext: { formData } },
  });
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length))
    return <span className="text-muted-foreground">{t('forms:wizard.notGiven')}</span>;
  if (typeof value === 'boolean') return <>{t(value ? 'forms:wizard.yes' : 'forms:wizard.no')}</>;
  if (Array.isArray(value))
    return (
      <>{value.map((item) => (isJson(item) && typeof item.name === 'string' ? item.name : '')).join(', ')}</>
    );
  const text = String(value);
  const option = options.find((candidate) => candidate.value === text);
  if (option) return <>{t(option.label)}</>;
  if (ui?.['ui:widget'] === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text))
    return (
      <>
        {dateTimeFormat(toBcp47(i18n.language ?? 'en'), {
          dateStyle: 'long',
          timeZone: 'UTC',
          numberingSystem: 'latn',
        }).format(new Date(`${text}T00:00:00Z`))}
      </>
    );
  return <>{text}</>;
}

/**
 * What the person gave on the steps before a review step, step by step: each field's label and value, and a
 * button back to the step to change it. Nothing is sent until the review step's own submit.
 */
export function ReviewSummary({
  form,
  steps,
  formData,
  onEdit,
}: {
  form: LoadedForm;
  steps: readonly WizardStep[];
  formData: Json;
  onEdit: (index: number) => void;
}) {
  const { t } = useTranslation(['forms']);
  const properties = (form.schema.properties ?? {}) as Record<string, Json>;
  const uiSchema = (form.file.uiSchema ?? {}) as Record<string, Json>;
  return (
    <div className="space-y-3">
      {steps.map((step, index) => (
        <section
          key={step.id}
          aria-labelledby={`review-${step.id}`}
          className="rounded-md border border-border p-3 sm:p-4"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <h3 id={`review-${step.id}`} className="text-sm font-semibold">
              {t(step.label)}
            </h3>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={t('forms:wizard.editStep', { step: t(step.label) })}
              onClick={() => onEdit(index)}
            >
              {t('forms:wizard.edit')}
            </Button>
          </div>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr]">
            {(step.fields ?? []).map((field) => {
              const schema = properties[field];
              return (
                <div key={field} className="contents">
                  <dt className="text-muted-foreground">
                    {typeof schema?.title === 'string' ? t(schema.title) : field}
                  </dt>
                  <dd className="min-w-0 break-words">
                    {/* What the person typed keeps its own direction (a Latin address in Arabic). */}
                    <bdi>
                      <ReviewValue
                        value={formData[field]}
                        schema={schema}
                        ui={uiSchema[field]}
                        formData={formData}
                      />
                    </bdi>
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ))}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QuoteCall, QuoteLine } from '@/config/form-file';
import { apiErrorText } from '@/api/error-notice';
import { VALIDATION_DEBOUNCE_MS } from '@/config/limits';
import { formatMoney } from '@/i18n/format';
import { Spinner } from '@/ui/spinner';
import { callOperation } from './operation';
import { pick, resolveValue, resolveValues, type ValueSources } from './value-refs';

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The quote's inputs, settled: they change only once the person has stopped typing for 600 ms. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), VALIDATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return settled;
}

/**
 * A line's value as a person reads it: money with its currency's fraction digits and code (spec A §9), given
 * as `{ amount, currency }` or as a number with the line's `currency`.
 */
export function formatLine(value: unknown, line: QuoteLine, sources: ValueSources): string {
  if (value === undefined || value === null) return '—';
  if (line.format === 'money') {
    const money =
      typeof value === 'object'
        ? (value as { amount?: unknown; currency?: unknown })
        : {
            amount: value,
            currency: line.currency === undefined ? undefined : resolveValue(line.currency, sources),
          };
    if (typeof money.amount === 'number' && typeof money.currency === 'string' && money.currency)
      return formatMoney(money.amount, money.currency);
  }
  return String(value);
}

/**
 * Fees, rate and totals the server computes for what the person entered (a transfer's fees, a conversion
 * quote), asked again whenever a quoted field settles; a failure gives the server's reason when it has one
 * ("… cannot receive EUR by bank transfer"), else the form's fallback, and does not block typing. Nothing
 * is asked while a quoted field breaks its rules (a zero amount, the same currency on both sides): the field
 * says what is wrong, and a quote the server must refuse would only add a second, vaguer message.
 */
export function QuotePanel({
  quote,
  sources,
  invalidFields,
}: {
  quote: QuoteCall;
  sources: ValueSources;
  invalidFields?: ReadonlySet<string>;
}) {
  const { t } = useTranslation(['forms', 'errors']);
  const formData = sources.formData ?? {};
  const inputs = useSettled(Object.fromEntries(quote.fields.map((field) => [field, formData[field]])));
  const ready = quote.fields.every((field) => filled(inputs[field]) && !invalidFields?.has(field));
  const result = useQuery({
    queryKey: ['form-quote', quote.operation, inputs],
    enabled: ready,
    retry: false,
    queryFn: () =>
      callOperation(quote, sources, { ...inputs, ...resolveValues(quote.extra, sources) }) as Promise<{
        data?: unknown;
      }>,
  });
  if (!ready) return null;
  return (
    <section
      aria-live="polite"
      aria-label={t('forms:common.quote')}
      className="rounded-md bg-muted p-3 text-sm"
    >
      {result.isFetching && !result.data && <Spinner label={t('forms:common.quoting')} />}
      {result.isError && (
        <p role="alert" className="text-destructive">
          {apiErrorText(result.error, t, quote.failure ?? 'errors:server.feeCalculationFailed')}
        </p>
      )}
      {result.data && !result.isError && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {quote.show.map((line) => (
            <div key={line.path} className="contents">
              <dt className="text-muted-foreground">{t(line.label)}</dt>
              <dd className="text-end font-medium tabular-nums" dir="ltr">
                {formatLine(pick(result.data.data, line.path), line, sources)}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

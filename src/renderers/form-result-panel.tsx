import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { ResultLine, ResultPanel } from '@/config/form-file';
import { resolveValue, type ValueSources } from '@/forms/value-refs';
import { formatMoney } from '@/i18n/format';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { CopyValueButton, ShareValueButton } from './copy-share-buttons';

/** A line's value as text: money in the spec A §9 format, anything else as it is. */
export function resultText(line: ResultLine, sources: ValueSources): string | undefined {
  const value = resolveValue(line.value, sources);
  if (value === undefined || value === null || value === '') return undefined;
  if (line.format === 'money') {
    const currency = resolveValue(line.currency ?? null, sources);
    const amount = Number(value);
    if (typeof currency === 'string' && Number.isFinite(amount)) return formatMoney(amount, currency);
  }
  return String(value);
}

/**
 * `onSuccess.panel` of a form file: what was just saved stays on screen (a created link with copy and share,
 * the amount, who it went to) until the next save, not only in a notice that fades.
 */
export function FormResultPanel({ panel, sources }: { panel: ResultPanel; sources: ValueSources }) {
  const { t } = useTranslation(['forms']);
  const data = (sources.response as { data?: Record<string, unknown> } | undefined)?.data ?? {};
  const lines = panel.lines
    .map((line) => ({ line, text: resultText(line, sources) }))
    .filter((entry): entry is { line: ResultLine; text: string } => entry.text !== undefined);
  const to = panel.link ? routeHref(panel.link.to, {}) : undefined;
  return (
    <section
      role="status"
      aria-labelledby="form-result-title"
      className="space-y-3 rounded-md border border-green-600/40 bg-green-50 p-4 dark:bg-green-950/30"
    >
      <div className="flex items-start gap-2">
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" />
        <div className="min-w-0 space-y-1">
          <h2 id="form-result-title" className="font-semibold">
            {t(panel.title, data)}
          </h2>
          {panel.description && <p className="text-sm text-muted-foreground">{t(panel.description, data)}</p>}
        </div>
      </div>
      <dl className="space-y-3">
        {lines.map(({ line, text }) => (
          <div key={line.label} className="space-y-1">
            <dt className="text-sm text-muted-foreground">{t(line.label)}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {line.format === 'link' ? (
                <a
                  href={text}
                  target="_blank"
                  rel="noreferrer"
                  dir="ltr"
                  className="min-w-0 basis-full break-all rounded-md bg-background px-2.5 py-1.5 font-mono text-sm text-primary underline-offset-2 hover:underline sm:basis-0 sm:flex-1"
                >
                  {text}
                </a>
              ) : (
                <bdi
                  dir={line.format === 'money' ? 'ltr' : undefined}
                  className="min-w-0 break-all font-medium"
                >
                  {text}
                </bdi>
              )}
              {line.copy && <CopyValueButton value={text} what={t(line.label)} />}
              {line.share && <ShareValueButton value={text} what={t(line.label)} />}
            </dd>
          </div>
        ))}
      </dl>
      {panel.link && to && (
        <Link
          to={to}
          className="inline-block text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          {t(panel.link.label)}
        </Link>
      )}
    </section>
  );
}

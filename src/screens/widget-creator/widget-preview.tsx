import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Monitor, Smartphone } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { CheckoutMock } from './checkout-mock';
import { describedBy, FieldShell, SELECT_CLASS } from '@/ui/field-shell';
import { previewMethods, sampleChoices, type Sample } from './method-match';
import { amountOf, type PaymentMethod, type WidgetDraft } from './widget-draft';

type Frame = 'desktop' | 'phone';

/** The live preview (spec B §2): the draft as it is now, for a sample shopper, in a desktop or a phone frame. */
export function WidgetPreview({ draft, methods }: { draft: WidgetDraft; methods: readonly PaymentMethod[] }) {
  const { t, i18n } = useTranslation('widgetCreator');
  const id = useId();
  const [frame, setFrame] = useState<Frame>('desktop');
  const [sample, setSample] = useState<Sample>({ amount: '25', currency: 'USD', country: 'US' });
  const choices = sampleChoices(methods);
  const shown = previewMethods(methods, draft.rules, sample);
  const amountError = typeof amountOf(sample.amount) === 'number' ? undefined : t('problems.sampleAmount');
  const countryName = new Intl.DisplayNames([i18n.language.replace(/_/g, '-'), 'en'], { type: 'region' });

  return (
    <Card className="@container space-y-3 p-4" aria-labelledby={`${id}-title`} data-testid="widget-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t('preview.title')}
        </h2>
        <div role="group" aria-label={t('preview.frame')} className="flex gap-1">
          {(['desktop', 'phone'] as const).map((kind) => (
            <Button
              key={kind}
              type="button"
              size="sm"
              variant={frame === kind ? 'default' : 'outline'}
              aria-pressed={frame === kind}
              onClick={() => setFrame(kind)}
            >
              {kind === 'desktop' ? (
                <Monitor aria-hidden className="size-4" />
              ) : (
                <Smartphone aria-hidden className="size-4" />
              )}
              {t(`preview.${kind}`)}
            </Button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 @md:grid-cols-3">
        <div className="col-span-2 @md:col-span-1">
          <FieldShell id={`${id}-amount`} label={t('preview.amount')} error={amountError}>
            <Input
              {...describedBy(`${id}-amount`, amountError)}
              inputMode="decimal"
              dir="ltr"
              value={sample.amount}
              onChange={(event) => setSample({ ...sample, amount: event.target.value })}
            />
          </FieldShell>
        </div>
        <FieldShell id={`${id}-currency`} label={t('preview.currency')}>
          <select
            id={`${id}-currency`}
            className={SELECT_CLASS}
            value={sample.currency}
            onChange={(event) => setSample({ ...sample, currency: event.target.value })}
          >
            {choices.currencies.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id={`${id}-country`} label={t('preview.country')}>
          <select
            id={`${id}-country`}
            className={SELECT_CLASS}
            value={sample.country}
            onChange={(event) => setSample({ ...sample, country: event.target.value })}
          >
            {choices.countries.map((code) => (
              <option key={code} value={code}>
                {countryName.of(code) ?? code}
              </option>
            ))}
          </select>
        </FieldShell>
      </div>
      <div
        data-testid="widget-frame"
        data-frame={frame}
        className={cn(
          'mx-auto overflow-hidden border border-border bg-card',
          frame === 'desktop'
            ? 'w-full rounded-lg'
            : 'w-full max-w-[320px] rounded-[2rem] border-8 border-slate-800',
        )}
      >
        {frame === 'desktop' && (
          <div aria-hidden className="flex items-center gap-1.5 border-b border-border bg-muted px-3 py-2">
            <span className="size-2.5 rounded-full bg-red-400" />
            <span className="size-2.5 rounded-full bg-amber-400" />
            <span className="size-2.5 rounded-full bg-emerald-400" />
            <span className="ms-2 h-4 flex-1 rounded bg-card" />
          </div>
        )}
        <div className={frame === 'desktop' ? 'h-[26rem]' : 'h-[34rem]'}>
          <CheckoutMock
            draft={draft}
            methods={amountError ? [] : shown}
            amount={sample.amount}
            currency={sample.currency}
            phone={frame === 'phone'}
          />
        </div>
      </div>
    </Card>
  );
}

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiErrorText } from '@/api/error-notice';
import { toBcp47 } from '@/i18n/languages';
import { translateServerMessage } from '@/i18n/server-messages';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { FieldShell, SELECT_CLASS, describedBy } from '@/ui/field-shell';
import { notice } from '@/ui/notices';
import type { PhysicalColor, VirtualDesign } from '@/screens/debit-cards/card-view';
import { CardPreview } from './card-preview';
import { DesignSwatches } from './design-swatches';
import { FactorChoice } from './factor-choice';
import { chosenDesign, initialChoice, orderBody, type OrderChoice } from './order-choice';
import { refusalOf, type OrderField, type OrderRefusal } from './order-refusal';
import { useOrderCard } from './use-order-card';

interface Props {
  currencies: readonly string[];
  /** English names from the server, for languages the browser cannot name a currency in. */
  currencyNames: ReadonlyMap<string, string>;
  holder: string;
}

/**
 * The order itself: kind, design and currency, the preview, Order. A refusal puts the server's messages at
 * their fields or in a notice and changes no choice; success says so and shows the card list.
 */
export function OrderForm({ currencies, currencyNames, holder }: Props) {
  const { t, i18n } = useTranslation(['debitCards', 'errors']);
  const navigate = useNavigate();
  const order = useOrderCard();
  const [choice, setChoice] = useState<OrderChoice>(() => initialChoice(currencies));
  const [errors, setErrors] = useState<OrderRefusal['fields']>({});
  const form = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState(0);

  // After a refusal, the first field the server named takes the focus (its chosen radio, or the select), so a
  // keyboard or screen reader user lands on what to fix.
  useEffect(() => {
    if (refused === 0) return;
    form.current
      ?.querySelector<HTMLElement>('input[aria-invalid="true"]:checked, select[aria-invalid="true"]')
      ?.focus();
  }, [refused]);

  const change = (field: OrderField, patch: Partial<OrderChoice>) => {
    setChoice((current) => ({ ...current, ...patch }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const names = useMemo(() => {
    const local = new Intl.DisplayNames([toBcp47(i18n.language), 'en'], {
      type: 'currency',
      fallback: 'none',
    });
    return (code: string) => local.of(code) ?? currencyNames.get(code) ?? code;
  }, [i18n.language, currencyNames]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (order.isPending) return;
    setErrors({});
    try {
      await order.mutateAsync(orderBody(choice));
      notice.success(t(choice.factor === 'virtual' ? 'order.successVirtual' : 'order.successPhysical'));
      void navigate(routeHref('debit-cards') ?? '/');
    } catch (failure) {
      const refusal = refusalOf(failure as Parameters<typeof refusalOf>[0]);
      setErrors(
        Object.fromEntries(
          Object.entries(refusal.fields).map(([field, text]) => [field, translateServerMessage(text, t)]),
        ),
      );
      setRefused((count) => count + 1);
      if (refusal.notice) notice.error(t('order.failed'), { description: apiErrorText(failure, t) });
    }
  };

  const designOrColor = (value: string) =>
    change(
      'design',
      choice.factor === 'virtual' ? { design: value as VirtualDesign } : { color: value as PhysicalColor },
    );

  return (
    // Container queries, not the viewport: the help panel beside the page can leave it narrow on a wide screen.
    <div className="@container">
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid items-start gap-6 @3xl:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
      >
        <Card className="@container min-w-0 space-y-6 p-4 sm:p-6">
          <FactorChoice
            value={choice.factor}
            onSelect={(factor) => change('factor', { factor })}
            error={errors.factor}
          />
          <DesignSwatches
            factor={choice.factor}
            value={chosenDesign(choice)}
            onSelect={designOrColor}
            error={errors.design}
          />
          <FieldShell
            id="card-currency"
            label={t('order.currency.label')}
            hint={t('order.currency.hint')}
            error={errors.currency}
          >
            <select
              {...describedBy('card-currency', errors.currency, t('order.currency.hint'))}
              className={SELECT_CLASS}
              value={choice.currency}
              onChange={(event) => change('currency', { currency: event.target.value })}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {`${code} · ${names(code)}`}
                </option>
              ))}
            </select>
          </FieldShell>
        </Card>
        <Card className="space-y-5 p-4 sm:p-6 @3xl:sticky @3xl:top-4">
          <h2 className="text-lg font-semibold">{t('order.preview')}</h2>
          <CardPreview choice={choice} holder={holder} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={routeHref('debit-cards') ?? '/'}>{t('order.back')}</Link>
            </Button>
            <Button type="submit" disabled={order.isPending} aria-busy={order.isPending || undefined}>
              {order.isPending ? t('order.submitting') : t('order.submit')}
            </Button>
          </div>
        </Card>
      </form>
    </div>
  );
}

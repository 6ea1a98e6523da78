import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { textOn } from './colors';
import { amountOf } from './widget-draft';
import { RADIUS, type PaymentMethod, type WidgetDraft } from './widget-draft';

interface CheckoutMockProps {
  draft: WidgetDraft;
  methods: readonly PaymentMethod[];
  amount: string;
  currency: string;
  phone: boolean;
}

/**
 * The checkout widget as a shopper would see it over the merchant's page: the secondary colour is the panel,
 * the brand colour the pay button and the chosen method, each with the readable text colour on it.
 */
export function CheckoutMock({ draft, methods, amount, currency, phone }: CheckoutMockProps) {
  const { t } = useTranslation('widgetCreator');
  const radius = RADIUS[draft.shape];
  const value = amountOf(amount);
  const total = typeof value === 'number' ? formatMoney(value, currency) : '—';
  const image = draft.background === 'image' && draft.background_image;

  return (
    <div
      data-testid="widget-backdrop"
      className={cn(
        'relative grid h-full place-items-center overflow-hidden bg-slate-100',
        phone ? 'p-3' : 'p-8',
      )}
      style={
        image
          ? { backgroundImage: `url("${image}")`, backgroundSize: 'cover', backgroundPosition: 'center' }
          : undefined
      }
    >
      {!image && <WebsiteSketch />}
      <div
        data-testid="widget-panel"
        className="relative w-full max-w-sm space-y-3 p-4 shadow-lg"
        style={{
          backgroundColor: draft.secondary_color,
          color: textOn(draft.secondary_color),
          borderRadius: radius.panel,
        }}
      >
        <p className="text-xs opacity-80">{t('preview.checkout')}</p>
        <p className="text-2xl font-semibold">
          <bdi>{total}</bdi>
        </p>
        {methods.length === 0 ? (
          <p role="status" className="text-sm">
            {t('preview.noMethods')}
          </p>
        ) : (
          <ul aria-label={t('preview.methods')} className="space-y-2" data-testid="widget-methods">
            {methods.map((method, index) => (
              <li
                key={method.id}
                className="flex items-center gap-2 border px-3 py-2 text-sm"
                style={{
                  borderRadius: radius.control,
                  borderColor: index === 0 ? draft.brand_color : 'currentColor',
                  borderWidth: index === 0 ? 2 : 1,
                  opacity: index === 0 ? 1 : 0.8,
                }}
              >
                <span
                  aria-hidden
                  className="size-3 shrink-0 rounded-full border-2"
                  style={{
                    borderColor: draft.brand_color,
                    backgroundColor: index === 0 ? draft.brand_color : 'transparent',
                  }}
                />
                {method.name}
              </li>
            ))}
          </ul>
        )}
        <div
          data-testid="widget-pay"
          className="h-11 px-4 text-center text-sm font-semibold leading-[2.75rem]"
          style={{
            backgroundColor: draft.brand_color,
            color: textOn(draft.brand_color),
            borderRadius: radius.control,
          }}
        >
          {/* The amount keeps its own direction inside a right-to-left label (U+2066 … U+2069). */}
          {t('preview.pay', { amount: `\u2066${total}\u2069` })}
        </div>
      </div>
    </div>
  );
}

/** A merchant's page behind the widget, drawn as grey blocks. */
function WebsiteSketch() {
  return (
    <div aria-hidden className="absolute inset-0 space-y-3 p-4 opacity-70">
      <div className="h-6 w-1/3 rounded bg-slate-300" />
      <div className="h-24 rounded bg-slate-200" />
      <div className="grid grid-cols-3 gap-3">
        <div className="h-16 rounded bg-slate-200" />
        <div className="h-16 rounded bg-slate-200" />
        <div className="h-16 rounded bg-slate-200" />
      </div>
      <div className="h-3 w-2/3 rounded bg-slate-200" />
      <div className="h-3 w-1/2 rounded bg-slate-200" />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Nfc } from 'lucide-react';
import { cn } from '@/lib/cn';
import { paintOf } from './card-designs';
import { brandOf, designOf, expiryOf, holderOf, type Brand, type DebitCard } from './card-view';

function BrandMark({ brand }: { brand: Brand }) {
  if (brand === 'mastercard')
    return (
      <span aria-hidden className="flex">
        <span className="size-7 rounded-full bg-[#eb001b]/90" />
        <span className="-ms-3 size-7 rounded-full bg-[#f79e1b]/90" />
      </span>
    );
  if (brand === 'visa')
    return (
      <span aria-hidden className="font-sans text-xl font-black italic tracking-tight">
        VISA
      </span>
    );
  return null;
}

/** The chip of a plastic card; a virtual card has none. */
function Chip() {
  return (
    <span
      aria-hidden
      className="block h-7 w-9 rounded-md border border-black/20 bg-gradient-to-br from-amber-200 via-yellow-400 to-amber-600 shadow-inner"
    />
  );
}

/**
 * The card as it looks (spec A §3 Card): its design, the last four, holder and expiry. The face keeps the
 * card's own left-to-right print in every language, as the plastic would; the words on it are translated.
 */
export function CardFace({ card, className }: { card: DebitCard; className?: string }) {
  const { t } = useTranslation('debitCards');
  const design = designOf(card);
  const paint = paintOf(design);
  const expiry = expiryOf(card);
  const holder = holderOf(card);
  return (
    <div
      dir="ltr"
      data-design={design.factor === 'virtual' ? design.design : design.color}
      style={{ background: paint.background }}
      className={cn(
        'relative flex aspect-[1.586] w-full flex-col justify-between overflow-hidden rounded-xl p-4 shadow-md sm:p-5',
        paint.ink === 'light' ? 'text-white' : 'text-zinc-900',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <span className="rounded-full bg-black/20 px-2 py-0.5 text-xs font-medium uppercase tracking-wide backdrop-blur-sm">
          {t(`factor.${card.factor}`)}
        </span>
        <Nfc aria-hidden className="size-6 opacity-80" />
      </div>
      <div className="flex items-center gap-4">
        {card.factor === 'physical' ? <Chip /> : null}
        <span className="whitespace-nowrap font-mono text-lg tracking-widest sm:text-xl">
          <span aria-hidden>•••• </span>
          {card.last_four}
        </span>
      </div>
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0 space-y-0.5">
          <p className="truncate text-sm font-medium uppercase tracking-wide">{holder}</p>
          {expiry ? (
            <p className="whitespace-nowrap text-xs opacity-90">
              <span className="me-1.5 text-[0.65rem] uppercase opacity-80">{t('face.validThru')}</span>
              <span className="font-mono">{expiry}</span>
            </p>
          ) : null}
        </div>
        <BrandMark brand={brandOf(card)} />
      </div>
    </div>
  );
}

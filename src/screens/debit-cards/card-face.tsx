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
 * Spans only: the face sits inside a button when the card is to be activated (phrasing content only).
 */
export function CardFace({ card, className }: { card: DebitCard; className?: string }) {
  const { t } = useTranslation('debitCards');
  const design = designOf(card);
  const paint = paintOf(design);
  const expiry = expiryOf(card);
  const holder = holderOf(card);
  return (
    <span
      dir="ltr"
      data-design={design.factor === 'virtual' ? design.design : design.color}
      style={{ background: paint.background }}
      className={cn(
        'relative flex aspect-[1.586] w-full flex-col justify-between overflow-hidden rounded-xl p-4 shadow-md sm:p-5',
        // A light print gets a faint shadow so it stays readable over the patterned designs.
        paint.ink === 'light' ? 'text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.35)]' : 'text-zinc-900',
        className,
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span className="rounded-full bg-black/20 px-2 py-0.5 text-xs font-medium uppercase tracking-wide backdrop-blur-sm">
          {t(`factor.${card.factor}`)}
        </span>
        <Nfc aria-hidden className="size-6 opacity-80" />
      </span>
      <span className="flex items-center gap-4">
        {card.factor === 'physical' ? <Chip /> : null}
        <span className="whitespace-nowrap font-mono text-lg tracking-widest sm:text-xl">
          <span aria-hidden>•••• </span>
          {card.last_four}
        </span>
      </span>
      <span className="flex items-end justify-between gap-3">
        <span className="block min-w-0 space-y-0.5">
          <span className="block truncate text-sm font-medium uppercase tracking-wide">{holder}</span>
          {expiry ? (
            // Flex, not inline text: an Arabic label beside the date would otherwise be reordered against it.
            <span className="flex items-baseline gap-1.5 whitespace-nowrap text-xs opacity-90">
              <span className="text-[0.65rem] uppercase opacity-80">{t('face.validThru')}</span>
              <span className="font-mono">{expiry}</span>
            </span>
          ) : null}
        </span>
        <BrandMark brand={brandOf(card)} />
      </span>
    </span>
  );
}

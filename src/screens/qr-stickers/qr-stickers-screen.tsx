import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorText } from '@/api/error-notice';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { useSession } from '@/session/session-query';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Label } from '@/ui/label';
import { useSticker } from './sticker-calls';
import { StickerActions } from './sticker-actions';
import { STICKER_SIZES, type StickerSize } from './sticker-logic';
import { StickerPreview } from './sticker-preview';

/** /processing/qr-payments/make-stickers: the merchant's QR sticker to print or download (spec B §2). */
export default function QrStickersScreen() {
  const { t } = useTranslation(['qr', 'errors']);
  const session = useSession();
  const sticker = useSticker();
  const [size, setSize] = useState<StickerSize>('medium');
  const [chosen, setChosen] = useState('');
  const svg = useRef<SVGSVGElement>(null);
  const business = sticker.business || session.data?.user.name || '';

  const body = () => {
    if (sticker.error) return <PageFailed message={apiErrorText(sticker.error, t)} onRetry={sticker.retry} />;
    if (sticker.pending) return <PageLoading />;
    const code = sticker.codes.find((row) => row.code === chosen) ?? sticker.codes[0];
    if (!code) {
      const dynamic = routeHref('processing-qr-payments-dynamic-qr');
      return (
        <Card role="status" className="space-y-3 p-6 text-center">
          <p>{t('qr:stickers.noCode')}</p>
          {dynamic ? (
            <Button asChild variant="outline">
              <Link to={dynamic}>{t('qr:dynamic.title')}</Link>
            </Button>
          ) : null}
        </Card>
      );
    }
    return (
      <div className="grid gap-4 md:grid-cols-[1fr_auto]">
        <Card className="grid place-items-center overflow-hidden bg-muted/40 p-4">
          <StickerPreview
            ref={svg}
            business={business}
            link={code.link}
            code={code.code}
            scanText={t('qr:stickers.scan')}
            widthMm={STICKER_SIZES[size]}
            label={t('qr:stickers.previewLabel', { business })}
          />
        </Card>
        <Card className="space-y-4 p-4 md:w-64">
          {sticker.codes.length > 1 ? (
            <div className="space-y-1.5">
              <Label htmlFor="sticker-code">{t('qr:stickers.currency')}</Label>
              <select
                id="sticker-code"
                value={code.code}
                onChange={(event) => setChosen(event.target.value)}
                className="h-10 w-full rounded-md border border-border bg-card px-3 text-sm"
              >
                {sticker.codes.map((row) => (
                  <option key={row.code} value={row.code}>
                    {row.currency} · {row.code}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">{t('qr:stickers.size')}</legend>
            {(Object.keys(STICKER_SIZES) as StickerSize[]).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="sticker-size"
                  checked={size === option}
                  onChange={() => setSize(option)}
                />
                {t(`qr:stickers.sizes.${option}`, { mm: STICKER_SIZES[option] })}
              </label>
            ))}
          </fieldset>
          <StickerActions svg={svg} business={business} />
          <p className="text-xs text-muted-foreground">{t('qr:stickers.hint')}</p>
        </Card>
      </div>
    );
  };

  return (
    <div
      className="mx-auto w-full max-w-4xl space-y-4 px-4 py-6 sm:px-6"
      data-route-name="processing-qr-payments-make-stickers"
      data-page-kind="screen"
    >
      <title>{t('qr:stickers.title')}</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('qr:stickers.title')}</h1>
        <p className="text-muted-foreground">{t('qr:stickers.description')}</p>
      </header>
      {body()}
    </div>
  );
}

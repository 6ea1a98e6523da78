import { useTranslation } from 'react-i18next';
import type { RefObject } from 'react';
import { Button } from '@/ui/button';
import { notice } from '@/ui/notices';
import { downloadPng, downloadSvg, printSticker } from './sticker-download';
import { stickerFileName } from './sticker-logic';

/** Print, SVG and PNG of the drawing the ref points at. */
export function StickerActions({
  svg,
  business,
}: {
  svg: RefObject<SVGSVGElement | null>;
  business: string;
}) {
  const { t } = useTranslation('qr');
  const act = async (action: (drawing: SVGSVGElement) => void | Promise<void>) => {
    const drawing = svg.current;
    if (!drawing) return;
    try {
      await action(drawing);
    } catch {
      notice.error(t('stickers.downloadFailed'));
    }
  };
  return (
    <div className="grid gap-2">
      <Button onClick={() => void act((drawing) => printSticker(drawing, business))}>
        {t('stickers.print')}
      </Button>
      <Button
        variant="outline"
        onClick={() => void act((drawing) => downloadSvg(drawing, stickerFileName(business, 'svg')))}
      >
        {t('stickers.downloadSvg')}
      </Button>
      <Button
        variant="outline"
        onClick={() => void act((drawing) => downloadPng(drawing, stickerFileName(business, 'png')))}
      >
        {t('stickers.downloadPng')}
      </Button>
    </div>
  );
}

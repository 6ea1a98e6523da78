import { forwardRef } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { STICKER_BOX, stickerTitle } from './sticker-logic';

const { width, height, qr } = STICKER_BOX;

/**
 * The sticker as one SVG drawing (so the same drawing is shown, printed and downloaded): the business name,
 * the code's image (180 units, error correction Q, spec B §9), a call to scan and the code.
 */
export const StickerPreview = forwardRef<
  SVGSVGElement,
  { business: string; link: string; code: string; scanText: string; widthMm: number; label: string }
>(function StickerPreview({ business, link, code, scanText, widthMm, label }, ref) {
  const title = stickerTitle(business);
  return (
    <svg
      ref={ref}
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${width} ${height}`}
      width={`${widthMm}mm`}
      height={`${(widthMm * height) / width}mm`}
      role="img"
      aria-label={label}
      className="h-auto max-w-full"
      fontFamily="system-ui, sans-serif"
    >
      <rect
        x="1"
        y="1"
        width={width - 2}
        height={height - 2}
        rx="16"
        fill="#ffffff"
        stroke="#1f4e79"
        strokeWidth="2"
      />
      <text
        x={width / 2}
        y="36"
        textAnchor="middle"
        fontSize="15"
        fontWeight="700"
        fill="#0f172a"
        // A long name is squeezed to the sticker's width rather than cut at its edges.
        {...(title.length > 20 ? { textLength: width - 28, lengthAdjust: 'spacingAndGlyphs' } : {})}
      >
        {title}
      </text>
      {/* Part of the sticker's one labelled image; the library marks it an image of its own, without a name. */}
      <QRCodeSVG value={link} size={qr} level="Q" x={(width - qr) / 2} y={52} aria-hidden />
      <text x={width / 2} y={256} textAnchor="middle" fontSize="15" fontWeight="600" fill="#1f4e79">
        {scanText}
      </text>
      <text x={width / 2} y={280} textAnchor="middle" fontSize="11" fill="#475569" direction="ltr">
        {code}
      </text>
    </svg>
  );
});

import type { ReactNode } from 'react';

/**
 * Simplified flags of the currencies spec A §3 names, drawn on a 30 × 20 canvas (the badge clips the corners).
 * They are recognisable shapes, not exact flags: at 24 px wide finer detail would not show.
 */

/** A five-pointed star's points around (cx, cy), one point up. */
function star(cx: number, cy: number, radius: number): string {
  return Array.from({ length: 10 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * 0.4;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

const stripes = (colors: string[], direction: 'rows' | 'columns') =>
  colors.map((fill, index) => {
    const size = (direction === 'rows' ? 20 : 30) / colors.length;
    return direction === 'rows' ? (
      <rect key={index} y={index * size} width="30" height={size} fill={fill} />
    ) : (
      <rect key={index} x={index * size} width={size} height="20" fill={fill} />
    );
  });

/** A Nordic cross, its upright nearer the hoist. */
const nordic = (ground: string, cross: string, inner?: string) => (
  <>
    <rect width="30" height="20" fill={ground} />
    <path d="M10.5 0v20M0 10h30" stroke={cross} strokeWidth={inner ? 5 : 3.5} />
    {inner && <path d="M10.5 0v20M0 10h30" stroke={inner} strokeWidth="2.5" />}
  </>
);

const unionJack = (
  <>
    <rect width="30" height="20" fill="#012169" />
    <path d="M0 0L30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
    <path d="M0 0L30 20M30 0L0 20" stroke="#C8102E" strokeWidth="1.5" />
    <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
    <path d="M15 0v20M0 10h30" stroke="#C8102E" strokeWidth="3.5" />
  </>
);

const MAPLE_LEAF =
  'M15 3.5L16.2 5.8L17.6 5.2L17.1 8.4L18.9 6.9L19.5 8.1L21 7.8L20.3 10.2L21 10.8L17.7 12.5L18 13.8L15.4 13.3' +
  'L15.4 16.3L14.6 16.3L14.6 13.3L12 13.8L12.3 12.5L9 10.8L9.7 10.2L9 7.8L10.5 8.1L11.1 6.9L12.9 8.4L12.4 5.2' +
  'L13.8 5.8Z';

export const USD_FLAG: ReactNode = (
  <>
    <rect width="30" height="20" fill="#fff" />
    {Array.from({ length: 7 }, (_, index) => (
      <rect key={index} y={(index * 40) / 13} width="30" height={20 / 13} fill="#B22234" />
    ))}
    <rect width="13" height={140 / 13} fill="#3C3B6E" />
  </>
);

export const FLAGS: Record<string, ReactNode> = {
  USD: USD_FLAG,
  AED: (
    <>
      {stripes(['#00732F', '#fff', '#000'], 'rows')}
      <rect width="8" height="20" fill="#FF0000" />
    </>
  ),
  CAD: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M0 0h7.5v20H0zM22.5 0H30v20h-7.5z" fill="#D80621" />
      <path d={MAPLE_LEAF} fill="#D80621" />
    </>
  ),
  CHF: (
    <>
      <rect width="30" height="20" fill="#DA291C" />
      <path d="M13 4h4v12h-4zM9 8h12v4H9z" fill="#fff" />
    </>
  ),
  CZK: (
    <>
      {stripes(['#fff', '#D7141A'], 'rows')}
      <path d="M0 0L15 10L0 20Z" fill="#11457E" />
    </>
  ),
  DKK: nordic('#C8102E', '#fff'),
  EUR: (
    <>
      <rect width="30" height="20" fill="#003399" />
      {Array.from({ length: 12 }, (_, index) => {
        const angle = (Math.PI / 6) * index;
        return (
          <circle
            key={index}
            cx={15 + 6 * Math.cos(angle)}
            cy={10 + 6 * Math.sin(angle)}
            r="0.9"
            fill="#FC0"
          />
        );
      })}
    </>
  ),
  GBP: unionJack,
  HKD: (
    <>
      <rect width="30" height="20" fill="#DE2910" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <ellipse
          key={angle}
          cx="15"
          cy="6.6"
          rx="1.7"
          ry="3.2"
          fill="#fff"
          transform={`rotate(${angle} 15 10)`}
        />
      ))}
    </>
  ),
  HUF: stripes(['#CD2A3E', '#fff', '#436F4D'], 'rows'),
  JPY: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#BC002D" />
    </>
  ),
  MXN: (
    <>
      {stripes(['#006847', '#fff', '#CE1126'], 'columns')}
      <circle cx="15" cy="10" r="2.4" fill="#8C5A2B" />
    </>
  ),
  NOK: nordic('#BA0C2F', '#fff', '#00205B'),
  NZD: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <g transform="scale(0.5)">{unionJack}</g>
      {[
        [22, 5],
        [25.5, 9],
        [19, 10],
        [22, 16],
      ].map(([x = 0, y = 0]) => (
        <polygon key={`${x}-${y}`} points={star(x, y, 1.6)} fill="#C8102E" stroke="#fff" strokeWidth="0.4" />
      ))}
    </>
  ),
  PLN: stripes(['#fff', '#DC143C'], 'rows'),
  RUB: stripes(['#fff', '#0039A6', '#D52B1E'], 'rows'),
  SEK: nordic('#006AA7', '#FECC02'),
  SGD: (
    <>
      {stripes(['#EF3340', '#fff'], 'rows')}
      <circle cx="7" cy="5" r="3.3" fill="#fff" />
      <circle cx="8.4" cy="5" r="3" fill="#EF3340" />
      {[0, 72, 144, 216, 288].map((angle) => (
        <circle
          key={angle}
          cx={11 + 1.8 * Math.sin((angle * Math.PI) / 180)}
          cy={5 - 1.8 * Math.cos((angle * Math.PI) / 180)}
          r="0.55"
          fill="#fff"
        />
      ))}
    </>
  ),
  TRY: (
    <>
      <rect width="30" height="20" fill="#E30A17" />
      <circle cx="11.5" cy="10" r="5" fill="#fff" />
      <circle cx="12.8" cy="10" r="4" fill="#E30A17" />
      <polygon points={star(18.2, 10, 2.4)} fill="#fff" transform="rotate(-18 18.2 10)" />
    </>
  ),
};

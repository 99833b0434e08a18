import type { ReactNode } from 'react';
import type { HomeTaskPictureName } from '../../../shared/home/task-pictures';

/*
 * Small pictures of what each task does, drawn in the brand's colours (CSS
 * variables, so both colour modes): a QR code being paid, a card and its 3-D
 * Secure shield, money leaving the balance for a bank, a checklist switched to
 * live. Decorative: the card's title says the same in words.
 */
const pictures: Record<HomeTaskPictureName, ReactNode> = {
  pix: (
    <>
      <rect className="ap-pic__surface" x="52" y="6" width="56" height="84" rx="9" />
      <rect className="ap-pic__fill" x="62" y="18" width="36" height="36" rx="3" />
      {[
        [66, 22],
        [84, 22],
        [66, 40],
      ].map(([x, y]) => (
        <rect
          key={`${x}-${y}`}
          className="ap-pic__ink"
          x={x}
          y={y}
          width="10"
          height="10"
          rx="1.5"
        />
      ))}
      <rect className="ap-pic__ink" x="86" y="42" width="4" height="4" />
      <rect className="ap-pic__ink" x="80" y="36" width="4" height="4" />
      <rect className="ap-pic__line-fill" x="62" y="62" width="36" height="5" rx="2.5" />
      <rect className="ap-pic__line-fill" x="62" y="72" width="22" height="5" rx="2.5" />
      <circle className="ap-pic__accent" cx="112" cy="22" r="13" />
      <path className="ap-pic__tick" d="M106 22l4 4 8-8" />
    </>
  ),
  cards: (
    <>
      <rect className="ap-pic__surface" x="22" y="18" width="96" height="62" rx="8" />
      <rect className="ap-pic__fill" x="34" y="32" width="18" height="14" rx="3" />
      <rect className="ap-pic__line-fill" x="34" y="58" width="58" height="5" rx="2.5" />
      <rect className="ap-pic__line-fill" x="34" y="68" width="30" height="5" rx="2.5" />
      <path className="ap-pic__accent" d="M124 30l18 7v13c0 12-8 20-18 24-10-4-18-12-18-24V37z" />
      <path className="ap-pic__tick" d="M117 51l5 5 9-10" />
    </>
  ),
  payout: (
    <>
      <rect className="ap-pic__surface" x="8" y="26" width="52" height="44" rx="8" />
      <rect className="ap-pic__line-fill" x="18" y="38" width="26" height="5" rx="2.5" />
      <rect className="ap-pic__fill" x="18" y="50" width="32" height="10" rx="3" />
      <path className="ap-pic__arrow" d="M68 48h28m-8-8 8 8-8 8" />
      <path className="ap-pic__surface" d="M104 40l26-14 26 14z" />
      <rect className="ap-pic__surface" x="104" y="42" width="52" height="34" rx="3" />
      {[112, 126, 140].map((x) => (
        <rect key={x} className="ap-pic__fill" x={x} y="48" width="8" height="22" rx="2" />
      ))}
    </>
  ),
  'go-live': (
    <>
      <rect className="ap-pic__surface" x="28" y="8" width="72" height="80" rx="8" />
      {[22, 42, 62].map((y, i) => (
        <g key={y}>
          <rect
            className={i < 2 ? 'ap-pic__accent' : 'ap-pic__fill'}
            x="38"
            y={y}
            width="12"
            height="12"
            rx="3"
          />
          {i < 2 && (
            <path className="ap-pic__tick ap-pic__tick--small" d={`M41 ${y + 6}l2.5 2.5 4.5-5`} />
          )}
          <rect className="ap-pic__line-fill" x="56" y={y + 3.5} width="34" height="5" rx="2.5" />
        </g>
      ))}
      <rect className="ap-pic__accent" x="108" y="38" width="40" height="22" rx="11" />
      <circle className="ap-pic__knob" cx="137" cy="49" r="8" />
    </>
  ),
};

export function TaskPicture({ name }: { name: HomeTaskPictureName }) {
  return (
    <svg className="ap-pic" viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      {pictures[name]}
    </svg>
  );
}

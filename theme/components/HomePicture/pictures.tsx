import type { ReactNode } from 'react';
import type { HomePictureName } from '../../../shared/home/pictures';

/*
 * The drawings, on a 160 × 96 grid, coloured only by class (HomePicture.css
 * maps each class to a theme variable, so both colour modes follow).
 *
 * Tasks: a QR code being paid, a card and its 3-D Secure shield, money leaving
 * the balance for a bank, a checklist switched to live.
 * Products: a Pix charge (its QR code and amount), a card authorized, a card
 * number turned into a locked token, a challenge code and its shield, cash-outs
 * leaving, a balance split into available, pending and blocked, a receipt sent back, an event delivered and
 * its signature checked.
 */
export const pictures: Record<HomePictureName, ReactNode> = {
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
  'pix-charge': (
    <>
      <rect className="ap-pic__surface" x="22" y="14" width="116" height="68" rx="8" />
      <rect className="ap-pic__fill" x="34" y="24" width="46" height="48" rx="3" />
      {[
        [38, 28],
        [62, 28],
        [38, 54],
      ].map(([x, y]) => (
        <rect key={`${x}-${y}`} className="ap-pic__ink" x={x} y={y} width="14" height="14" rx="2" />
      ))}
      <rect className="ap-pic__ink" x="62" y="54" width="5" height="5" />
      <rect className="ap-pic__ink" x="70" y="62" width="5" height="5" />
      <rect className="ap-pic__line-fill" x="90" y="28" width="36" height="5" rx="2.5" />
      <rect className="ap-pic__accent" x="90" y="41" width="38" height="14" rx="7" />
      <rect className="ap-pic__line-fill" x="90" y="63" width="24" height="5" rx="2.5" />
    </>
  ),
  'card-payment': (
    <>
      <rect className="ap-pic__fill" x="20" y="10" width="92" height="58" rx="8" />
      <rect className="ap-pic__surface" x="40" y="26" width="92" height="58" rx="8" />
      <rect className="ap-pic__fill" x="52" y="40" width="18" height="14" rx="3" />
      <rect className="ap-pic__line-fill" x="52" y="66" width="54" height="5" rx="2.5" />
      <circle className="ap-pic__accent" cx="132" cy="28" r="13" />
      <path className="ap-pic__tick" d="M126 28l4 4 8-8" />
    </>
  ),
  tokenization: (
    <>
      <rect className="ap-pic__surface" x="10" y="26" width="62" height="42" rx="6" />
      {[18, 32, 46].map((x) => (
        <rect key={x} className="ap-pic__line-fill" x={x} y="42" width="10" height="6" rx="3" />
      ))}
      <rect className="ap-pic__fill" x="18" y="54" width="22" height="5" rx="2.5" />
      <path className="ap-pic__arrow" d="M78 48h22m-7-7 7 7-7 7" />
      <path className="ap-pic__arrow" d="M120 44v-7a9 9 0 0 1 18 0v7" />
      <rect className="ap-pic__accent" x="112" y="44" width="34" height="26" rx="5" />
      <circle className="ap-pic__knob" cx="129" cy="55" r="3.5" />
      <rect className="ap-pic__knob" x="127.5" y="56" width="3" height="8" rx="1.5" />
    </>
  ),
  'three-d-secure': (
    <>
      <rect className="ap-pic__surface" x="40" y="6" width="56" height="84" rx="9" />
      <rect className="ap-pic__line-fill" x="50" y="18" width="36" height="5" rx="2.5" />
      {[50, 60, 70, 80].map((x) => (
        <rect key={x} className="ap-pic__fill" x={x} y="32" width="7" height="12" rx="2" />
      ))}
      <rect className="ap-pic__accent" x="50" y="56" width="36" height="12" rx="6" />
      <path className="ap-pic__accent" d="M124 34l16 6v12c0 11-7 18-16 22-9-4-16-11-16-22V40z" />
      <path className="ap-pic__tick" d="M117 53l5 5 8-9" />
    </>
  ),
  cashout: (
    <>
      <rect className="ap-pic__surface" x="30" y="8" width="92" height="80" rx="8" />
      {[30, 50, 70].map((y) => (
        <g key={y}>
          <circle className="ap-pic__fill" cx="46" cy={y} r="6" />
          <rect className="ap-pic__line-fill" x="58" y={y - 2.5} width="30" height="5" rx="2.5" />
          <rect className="ap-pic__fill" x="94" y={y - 3} width="18" height="6" rx="3" />
        </g>
      ))}
      <circle className="ap-pic__accent" cx="128" cy="18" r="13" />
      <path className="ap-pic__tick" d="M122 24l12-12m-8 0h8v8" />
    </>
  ),
  balance: (
    <>
      <rect className="ap-pic__surface" x="28" y="8" width="104" height="80" rx="8" />
      <rect className="ap-pic__line-fill" x="40" y="20" width="36" height="5" rx="2.5" />
      <rect className="ap-pic__accent" x="44" y="34" width="18" height="42" rx="3" />
      <rect className="ap-pic__fill" x="71" y="50" width="18" height="26" rx="3" />
      <rect className="ap-pic__line-fill" x="98" y="62" width="18" height="14" rx="3" />
    </>
  ),
  refund: (
    <>
      <path
        className="ap-pic__surface"
        d="M44 8h60v80l-7.5-5-7.5 5-7.5-5-7.5 5-7.5-5-7.5 5-7.5-5-7.5 5z"
      />
      <rect className="ap-pic__line-fill" x="54" y="20" width="40" height="5" rx="2.5" />
      <rect className="ap-pic__line-fill" x="54" y="32" width="28" height="5" rx="2.5" />
      <rect className="ap-pic__fill" x="54" y="48" width="40" height="10" rx="3" />
      <circle className="ap-pic__accent" cx="116" cy="62" r="16" />
      <path className="ap-pic__tick" d="M123 69v-3a7 7 0 0 0-7-7h-9m5-5-5 5 5 5" />
    </>
  ),
  webhook: (
    <>
      <rect className="ap-pic__surface" x="10" y="24" width="42" height="50" rx="6" />
      {[36, 46, 56].map((y) => (
        <rect key={y} className="ap-pic__line-fill" x="18" y={y} width="26" height="5" rx="2.5" />
      ))}
      <path className="ap-pic__arrow" d="M58 49h42m-7-7 7 7-7 7" />
      <rect className="ap-pic__accent" x="66" y="42" width="18" height="14" rx="3" />
      <rect className="ap-pic__surface" x="106" y="24" width="44" height="50" rx="6" />
      <rect className="ap-pic__fill" x="114" y="36" width="28" height="26" rx="3" />
      <circle className="ap-pic__accent" cx="148" cy="26" r="10" />
      <path className="ap-pic__tick ap-pic__tick--small" d="M143.5 26l3 3 5.5-6" />
    </>
  ),
};

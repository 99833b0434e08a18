import { useReadPercent } from '@rspress/core/theme-original';
import './ReadPercent.css';

/**
 * Replaces Rspress' reading-progress ring (a 14 px circle beside "On this
 * page" that, empty at the top of a page, reads as a radio button): a thin
 * bar that fills as the reader scrolls. Beside the outline's title on
 * desktop; along the bottom edge of the small-screen outline bar. Decoration:
 * the outline itself says where the reader is.
 */
export function ReadPercent(_props: { size?: number; strokeWidth?: number }) {
  const [percent] = useReadPercent();
  const filled = Math.min(100, Math.max(0, percent ?? 0));
  return (
    <span className="ap-read-percent" aria-hidden="true">
      <span className="ap-read-percent__bar" style={{ transform: `scaleX(${filled / 100})` }} />
    </span>
  );
}

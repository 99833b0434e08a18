import type { MouseEvent } from 'react';
import { useUiText } from '../../hooks/useUiText';
import './SkipToContent.css';

/** id of every page's <main> (doc, home, search and not-found layouts): the skip link's target. */
export const MAIN_CONTENT_ID = 'ap-main-content';

/**
 * The first focusable element of every page: "Skip to content", hidden until
 * focused, jumps past the navbar and sidebar to the page's <main>. A plain
 * in-page link, so it works before the scripts load; once they have, it also
 * moves focus explicitly (some screen readers ignore the fragment) without
 * adding the fragment to the address.
 */
export function SkipToContent() {
  const t = useUiText();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    event.preventDefault();
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="ap-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('skipToContent')}
    </a>
  );
}

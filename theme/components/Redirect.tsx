import { useLang, useNavigate } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { type Lang, localizePath } from '../../config/locales';
import { MAIN_CONTENT_ID } from './SkipToContent/SkipToContent';

/**
 * A page whose only job is to send the reader elsewhere (e.g. `/docs` opens
 * the first guide). Static hosts answer it with 200; the browser replaces the
 * history entry so Back does not bounce. The link is there for readers
 * without JavaScript, alongside the page's meta refresh.
 */
export function Redirect({ to }: { to: string }) {
  const lang = useLang() as Lang;
  const target = localizePath(to, lang);
  const navigate = useNavigate();
  useEffect(() => {
    navigate(target, { replace: true });
  }, [navigate, target]);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1}>
      <p className="ap-redirect">
        <Link href={target}>{target}</Link>
      </p>
    </main>
  );
}

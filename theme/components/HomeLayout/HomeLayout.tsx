import { Content } from '@rspress/core/runtime';
import { HomeLayout as OriginalHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { MAIN_CONTENT_ID } from '../SkipToContent/SkipToContent';
import './HomeLayout.css';

/**
 * The home page inside a <main> landmark (the skip link's target). What it shows
 * is the page's own content (`<HomePage />` in `docs/<lang>/index.mdx`): its code
 * comes with the page's chunk, which Rspress loads before it shows or hydrates the
 * page. The Markdown twin of the page (SSG_MD) stays Rspress'.
 */
export function HomeLayout(props: ComponentProps<typeof OriginalHomeLayout>) {
  if (import.meta.env.SSG_MD) return <OriginalHomeLayout {...props} />;
  return (
    <main className="ap-home-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <Content />
    </main>
  );
}

import { HomeLayout as OriginalHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { HomeFeature } from '../HomeFeature/HomeFeature';
import { HomeHero } from '../HomeHero/HomeHero';
import { MAIN_CONTENT_ID } from '../SkipToContent/SkipToContent';
import { PopularOperations } from './PopularOperations';
import './HomeLayout.css';

/**
 * The home page inside a <main> landmark (the skip link's target): the hero
 * with its sample, the guide cards, the popular operations. The Markdown
 * twin of the page (SSG_MD) stays Rspress'.
 */
export function HomeLayout(props: ComponentProps<typeof OriginalHomeLayout>) {
  if (import.meta.env.SSG_MD) return <OriginalHomeLayout {...props} />;
  return (
    <main className="ap-home-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <HomeHero />
      <HomeFeature />
      <PopularOperations />
    </main>
  );
}

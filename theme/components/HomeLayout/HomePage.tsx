import { HomeFeature } from '../HomeFeature/HomeFeature';
import { HomeHero } from '../HomeHero/HomeHero';
import { HomePictureCards } from '../HomePictureCards/HomePictureCards';
import { PopularOperations } from './PopularOperations';

/**
 * The home page's content: the hero with its search and sample, the task entry
 * points, the products, the guide cards, the popular operations, from the
 * page's frontmatter. Imported by the home pages themselves
 * (`docs/<lang>/index.mdx`), so its code ships with them, not with every page.
 */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <HomePictureCards kind="tasks" />
      <HomePictureCards kind="products" />
      <HomeFeature />
      <PopularOperations />
    </>
  );
}

import { useFrontmatter } from '@rspress/core/runtime';
import { Link, renderHtmlOrText, Search } from '@rspress/core/theme';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { HeroSample } from './HeroSample';
import './HomeHero.css';

/**
 * The home page's first screen: the site's name over what integrators build
 * (the page's <h1>), a search field, the entry points (frontmatter
 * `hero.actions`: quick start, API reference, webhooks) and, beside them, a
 * runnable first Pix charge in cURL and Node.js. Replaces Rspress' centred
 * template hero.
 */
export function HomeHero() {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter?.hero ?? { name: '', actions: [] };
  return (
    <section className="rp-home-hero ap-hero" aria-labelledby="ap-hero-title">
      <div className="ap-hero__inner">
        <div className="ap-hero__intro">
          {hero.text && <p className="ap-hero__eyebrow" {...renderHtmlOrText(hero.text)} />}
          <h1 className="ap-hero__title" id="ap-hero-title" {...renderHtmlOrText(hero.name)} />
          {hero.tagline && <p className="ap-hero__lead" {...renderHtmlOrText(hero.tagline)} />}
          {/* The site's search as a full field: what most readers come to the home to do. */}
          <div className="ap-hero__search">
            <Search />
          </div>
          <div className="ap-hero__actions">
            {hero.actions?.map((action) => (
              <Link
                key={action.link}
                href={action.link}
                className={`ap-hero__action ap-hero__action--${action.theme ?? 'alt'}`}
              >
                <span {...renderHtmlOrText(action.text)} />
                {action.theme === 'brand' && <ArrowRight size={16} aria-hidden="true" />}
              </Link>
            ))}
          </div>
        </div>
        <HeroSample />
      </div>
    </section>
  );
}

import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button, Link, renderHtmlOrText } from '@rspress/core/theme';
import type { ReactNode } from 'react';
// The original hero's styles (its module is not bundled once replaced).
import '../../rspress-internals/home-hero.css';

interface HomeHeroProps {
  beforeHeroActions?: ReactNode;
  afterHeroActions?: ReactNode;
  image?: ReactNode;
}

function joinList(field: undefined | string | string[]): string | undefined {
  return (Array.isArray(field) ? field : [field]).filter(Boolean).join(', ') || undefined;
}

/**
 * Rspress' home hero (2.0.22) with the site name as the page's <h1> (it was
 * a <div>, so the home page had no main heading). Markup and classes are
 * otherwise Rspress', so its styles apply unchanged.
 */
export function HomeHero({ beforeHeroActions, afterHeroActions, image }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero = frontmatter?.hero ?? { name: '', actions: [] };
  const hasImage = hero.image !== undefined || image !== undefined;
  const texts = hero.text
    ? hero.text
        .toString()
        .split(/\n/g)
        .filter((text) => text !== '')
    : [];
  const imageSrc =
    typeof hero.image?.src === 'string'
      ? { light: hero.image.src, dark: hero.image.src }
      : (hero.image?.src ?? { light: '', dark: '' });

  return (
    <div className={`rp-home-hero${hasImage ? '' : ' rp-home-hero--no-image'}`}>
      <div className="rp-home-hero__container">
        {hero.badge &&
          (typeof hero.badge === 'string' ? (
            <div className="rp-home-hero__badge">{hero.badge}</div>
          ) : hero.badge.link ? (
            <Link href={hero.badge.link} className="rp-home-hero__badge">
              {hero.badge.text}
            </Link>
          ) : (
            <div className="rp-home-hero__badge">{hero.badge.text}</div>
          ))}
        <div className="rp-home-hero__content">
          <h1 className="rp-home-hero__title">
            <span className="rp-home-hero__title-brand" {...renderHtmlOrText(hero.name)} />
          </h1>
          {texts.map((text) => (
            <div key={text} className="rp-home-hero__subtitle" {...renderHtmlOrText(text)} />
          ))}
        </div>
        <p className="rp-home-hero__tagline" {...renderHtmlOrText(hero.tagline)} />
        {beforeHeroActions}
        <div className="rp-home-hero__actions">
          {hero.actions?.map((action) => (
            <Button
              type="a"
              key={action.link}
              href={action.link}
              theme={action.theme}
              className="rp-home-hero__action"
              {...renderHtmlOrText(action.text)}
            />
          ))}
        </div>
        {afterHeroActions}
      </div>
      {image ? (
        <div className="rp-home-hero__image">{image}</div>
      ) : hero.image ? (
        <div className="rp-home-hero__image">
          {(['light', 'dark'] as const).map((mode) => (
            <img
              key={mode}
              src={normalizeImagePath(imageSrc[mode])}
              alt={hero.image?.alt}
              srcSet={joinList(hero.image?.srcset)}
              sizes={joinList(hero.image?.sizes)}
              width={375}
              height={375}
              className={`rp-home-hero__image-img rp-home-hero__image-img--${mode}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

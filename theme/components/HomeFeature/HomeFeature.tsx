import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import { Link, renderHtmlOrText } from '@rspress/core/theme';
import type { HomeFeatureIconName } from '../../../shared/home/feature-icons';
import { useUiText } from '../../hooks/useUiText';
import { featureIcons } from './feature-icons';
import './HomeFeature.css';

/**
 * The home page's guide cards: an even grid (the page has a multiple of 6
 * cards, so 1, 2 and 3 columns all fill their last row), each card a real
 * link (keyboard, middle-click, the build's link check) with an icon of the
 * site's one icon set named in the frontmatter.
 */
function HomeFeatureItem({ feature }: { feature: Feature }) {
  const { icon, title, details, link } = feature;
  const Icon = featureIcons[icon as HomeFeatureIconName];
  const content = (
    <>
      <span className="ap-home-feature__icon" aria-hidden="true">
        {Icon && <Icon size={20} strokeWidth={1.75} />}
      </span>
      <h3 className="rp-home-feature__title">{title}</h3>
      <p className="rp-home-feature__detail" {...renderHtmlOrText(details)} />
    </>
  );
  return (
    <li className="rp-home-feature__item">
      {link ? (
        <Link className="rp-home-feature__card ap-home-feature__link" href={link}>
          {content}
        </Link>
      ) : (
        <div className="rp-home-feature__card">{content}</div>
      )}
    </li>
  );
}

export function HomeFeature({ features: featuresProp }: { features?: Feature[] }) {
  const t = useUiText();
  const { frontmatter } = useFrontmatter();
  const features = featuresProp ?? (frontmatter?.features as Feature[] | undefined);
  if (!features?.length) return null;
  return (
    <section className="ap-home-section" aria-labelledby="ap-home-features-title">
      <h2 className="ap-home-section__title" id="ap-home-features-title">
        {t('homeFeaturesTitle')}
      </h2>
      <ul className="rp-home-feature">
        {features.map((feature) => (
          <HomeFeatureItem key={feature.title} feature={feature} />
        ))}
      </ul>
    </section>
  );
}

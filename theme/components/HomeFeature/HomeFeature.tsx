import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import { Link, renderHtmlOrText } from '@rspress/core/theme';
import { homeText } from '../../../i18n/home';
import type { HomeFeatureIconName } from '../../../shared/home/feature-icons';
import { useFeatureText } from '../../hooks/useFeatureText';
import { HomeSection } from '../HomeSection/HomeSection';
import { featureIcons } from './feature-icons';
import './HomeFeature.css';

/**
 * The home page's guide cards: an even grid (HomeSection.css: 4 or 8 cards
 * fill every row at 1, 2 and 4 columns), each card a real
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
      <h3 className="ap-home-card__title rp-home-feature__title">{title}</h3>
      <p className="ap-home-card__details rp-home-feature__detail" {...renderHtmlOrText(details)} />
    </>
  );
  return (
    <li className="rp-home-feature__item">
      {link ? (
        <Link className="ap-home-card rp-home-feature__card" href={link}>
          {content}
        </Link>
      ) : (
        <div className="ap-home-card rp-home-feature__card">{content}</div>
      )}
    </li>
  );
}

export function HomeFeature({ features: featuresProp }: { features?: Feature[] }) {
  const t = useFeatureText(homeText);
  const { frontmatter } = useFrontmatter();
  const features = featuresProp ?? (frontmatter?.features as Feature[] | undefined);
  if (!features?.length) return null;
  return (
    <HomeSection id="ap-home-features-title" title={t('homeFeaturesTitle')}>
      <ul className="ap-home-grid rp-home-feature">
        {features.map((feature) => (
          <HomeFeatureItem key={feature.title} feature={feature} />
        ))}
      </ul>
    </HomeSection>
  );
}

import type { Feature } from '@rspress/core';
import { useFrontmatter } from '@rspress/core/runtime';
import { Link, renderHtmlOrText, SvgWrapper } from '@rspress/core/theme-original';
import { useCardAnimation } from '../../rspress-internals';
import '../../rspress-internals/home-feature.css';
import './HomeFeature.css';

const SPAN_CLASSES: Record<number, string> = {
  2: 'rp-home-feature__item--span-2',
  3: 'rp-home-feature__item--span-3',
  4: 'rp-home-feature__item--span-4',
  6: 'rp-home-feature__item--span-6',
};

/**
 * Rspress' home feature cards, with one change: a card with a link is a real
 * link (`<a href>`), not an `<article>` with a click handler, so it is
 * reachable by keyboard, opens in a new tab on middle-click, and the build's
 * link check sees where it points.
 */
function HomeFeatureItem({ feature }: { feature: Feature }) {
  const { icon, title, details, link, span } = feature;
  const { innerProps, outerProps, outerRef, shineDom } = useCardAnimation();
  const content = (
    <>
      <div className="rp-home-feature__title-wrapper">
        {icon ? (
          <div className="rp-home-feature__icon" aria-hidden="true">
            <SvgWrapper icon={icon} />
          </div>
        ) : null}
        <h2 className="rp-home-feature__title">{title}</h2>
      </div>
      <p className="rp-home-feature__detail" {...renderHtmlOrText(details)} />
      {shineDom}
    </>
  );
  return (
    <div
      {...outerProps}
      className={`rp-home-feature__item ${SPAN_CLASSES[span ?? 4] ?? ''}`}
      ref={outerRef}
    >
      <div className="rp-home-feature__item-wrapper" {...innerProps}>
        {link ? (
          <Link
            className="rp-home-feature__card rp-home-feature__card--clickable ap-home-feature__link"
            href={link}
          >
            {content}
          </Link>
        ) : (
          <article className="rp-home-feature__card">{content}</article>
        )}
      </div>
    </div>
  );
}

export function HomeFeature({ features: featuresProp }: { features?: Feature[] }) {
  const { frontmatter } = useFrontmatter();
  const features = featuresProp ?? (frontmatter?.features as Feature[] | undefined);
  return (
    <div className="rp-home-feature">
      {features?.map((feature) => (
        <HomeFeatureItem key={feature.title} feature={feature} />
      ))}
    </div>
  );
}

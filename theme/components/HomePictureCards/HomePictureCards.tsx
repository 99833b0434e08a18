import { useFrontmatter } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { homeText } from '../../../i18n/home';
import type { HomePictureName } from '../../../shared/home/pictures';
import { useFeatureText } from '../../hooks/useFeatureText';
import { HomePicture } from '../HomePicture/HomePicture';
import { HomeSection } from '../HomeSection/HomeSection';
import './HomePictureCards.css';

interface HomePictureCard {
  title: string;
  details: string;
  picture: HomePictureName;
  link: string;
}

const sections = {
  /** What integrators come to do (accept a Pix, accept cards, pay out, go live): big pictures on top. */
  tasks: { title: 'homeTasksTitle', grid: 'ap-home-grid' },
  /** The products (Pix, cards, tokenization, 3-D Secure…): a picture beside what each is for. */
  products: { title: 'homeProductsTitle', grid: 'ap-home-grid ap-home-grid--two' },
} as const;

/**
 * A home section of cards with pictures, from the page's frontmatter
 * (`tasks` or `products`): each card a link to where the task or product
 * starts, with a picture of what it does (decorative: the words say it).
 */
export function HomePictureCards({ kind }: { kind: keyof typeof sections }) {
  const t = useFeatureText(homeText);
  const { frontmatter } = useFrontmatter();
  const cards = (frontmatter?.[kind] as HomePictureCard[] | undefined) ?? [];
  if (cards.length === 0) return null;
  const { title, grid } = sections[kind];
  return (
    <HomeSection id={`ap-home-${kind}-title`} title={t(title)} className={`ap-home-${kind}`}>
      <ul className={grid}>
        {cards.map((card) => (
          <li key={card.link}>
            <Link className={`ap-home-card ap-home-${kind}__card`} href={card.link}>
              <span className={`ap-home-${kind}__picture`}>
                <HomePicture name={card.picture} />
              </span>
              <span className={`ap-home-${kind}__text`}>
                <span className="ap-home-card__title">{card.title}</span>
                <span className="ap-home-card__details">{card.details}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

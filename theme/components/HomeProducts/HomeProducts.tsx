import { useFrontmatter } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useUiText } from '../../hooks/useUiText';
import { HomePicture } from '../HomePicture/HomePicture';
import { HomeSection } from '../HomeSection/HomeSection';
import type { HomePictureCard } from '../HomeTasks/HomeTasks';
import './HomeProducts.css';

/**
 * The home page's products (frontmatter `products`): Pix, cards,
 * tokenization, 3-D Secure, cash-outs, balance, refunds, webhooks, each with
 * a picture of what it does beside what it is for, linked to its guide.
 */
export function HomeProducts() {
  const t = useUiText();
  const { frontmatter } = useFrontmatter();
  const products = (frontmatter?.products as HomePictureCard[] | undefined) ?? [];
  if (products.length === 0) return null;
  return (
    <HomeSection
      id="ap-home-products-title"
      title={t('homeProductsTitle')}
      className="ap-home-products"
    >
      <ul className="ap-home-grid ap-home-grid--two">
        {products.map((product) => (
          <li key={product.link}>
            <Link className="ap-home-card ap-home-products__card" href={product.link}>
              <span className="ap-home-products__picture">
                <HomePicture name={product.picture} />
              </span>
              <span className="ap-home-products__text">
                <span className="ap-home-card__title">{product.title}</span>
                <span className="ap-home-card__details">{product.details}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

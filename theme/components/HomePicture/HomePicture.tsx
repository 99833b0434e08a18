import type { HomePictureName } from '../../../shared/home/pictures';
import { pictures } from './pictures';
import './HomePicture.css';

/**
 * A home card's picture of what its task or product does, drawn inline (no
 * request, nothing for the CSP to allow) in the brand's colours. Decorative:
 * the card's title says the same in words, so assistive technology skips it.
 */
export function HomePicture({ name }: { name: HomePictureName }) {
  return (
    <svg className="ap-pic" viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      {pictures[name]}
    </svg>
  );
}

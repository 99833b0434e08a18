import type { BlogAuthor } from '../../../shared/blog/types';
import { useUiText } from '../../hooks/useUiText';

/** The authors of a post: avatar, name and title. */
export function BlogAuthors({ authors }: { authors: readonly BlogAuthor[] }) {
  const t = useUiText();
  return (
    <ul className="ap-blog-authors" aria-label={t('blogAuthorsLabel')}>
      {authors.map((author) => (
        <li key={author.key} className="ap-blog-authors__author">
          <img
            className="ap-blog-authors__avatar"
            src={author.avatar}
            alt=""
            width={40}
            height={40}
            loading="lazy"
          />
          <span className="ap-blog-authors__text">
            <span className="ap-blog-authors__name">{author.name}</span>
            <span className="ap-blog-authors__title">{author.title}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

import { useUiText } from '../../hooks/useUiText';

export function BlogTags({ tags }: { tags: readonly string[] }) {
  const t = useUiText();
  return (
    <ul className="ap-blog-tags" aria-label={t('blogTagsLabel')}>
      {tags.map((tag) => (
        <li key={tag} className="ap-blog-tags__tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

import { pageComponentsText } from '../../../i18n/page-components';
import { useFeatureText } from '../../hooks/useFeatureText';

export function BlogTags({ tags }: { tags: readonly string[] }) {
  const t = useFeatureText(pageComponentsText);
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

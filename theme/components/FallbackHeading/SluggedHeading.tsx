// The same slugger Rspress uses (ids must match the outline's).
import { slug } from 'github-slugger';
import { type HeadingLevel, TitleHeading } from './TitleHeading';

/** A title heading whose id is made in the browser: for a title that is not the page's own. */
export function SluggedHeading({ level, title }: { level: HeadingLevel; title: string }) {
  return <TitleHeading level={level} title={title} id={title ? slug(title.trim()) : ''} />;
}

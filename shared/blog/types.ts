/**
 * The shape of blog data shared by the build (plugins/blog) and the theme
 * (theme/components/blog). Client-safe: no Node imports here.
 */
import type { Lang } from '../../config/locales';

/** An author as a reader sees them, with the title in the page's language. */
export interface BlogAuthor {
  key: string;
  name: string;
  title: string;
  /** Site-absolute path (`/blog/authors/x.svg`) or an https URL. */
  avatar: string;
}

/** A post as listed: everything the list, the sidebar and the feeds show. */
export interface BlogPostSummary {
  slug: string;
  lang: Lang;
  /** Site-absolute link with the locale prefix: `/en/blog/<slug>`. */
  link: string;
  title: string;
  /** Publication day, `YYYY-MM-DD` (UTC). */
  date: string;
  summary: string;
  tags: string[];
  authors: BlogAuthor[];
  /** Whole minutes, at least 1 (see reading-time.ts). */
  readingMinutes: number;
}

export interface BlogPostLink {
  title: string;
  link: string;
}

/** What a post page carries (`usePage().page.blogPost`). */
export interface BlogPostPageData extends BlogPostSummary {
  /** The post published just before this one (older), if any. */
  previous?: BlogPostLink;
  /** The post published just after this one (newer), if any. */
  next?: BlogPostLink;
}

/** What the blog's list page of a locale carries (`usePage().page.blogPosts`): its posts. */
export interface BlogIndexPageData {
  blogPosts: BlogPostSummary[];
}

/**
 * Rspress plugin: the blog. Rspress has none, so this one
 * - reads and validates the posts and the authors file when the config loads
 *   (a bad post stops the build, naming the file and the field: load-blog.ts);
 * - adds the per-locale blog sidebar, grouped by year (sidebar.ts);
 * - gives each post page its data (`page.blogPost`: date, authors, reading
 *   time, previous/next) and its summary as the page description;
 * - puts the post header under each post's title (remark-post-meta.ts);
 * - links the feeds from the `<head>` of blog pages (BlogFeedLinks);
 * - writes the RSS and Atom feeds of every locale after the build (feeds.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { type Lang, langs } from '../../config/locales';
import { uiStrings } from '../../i18n';
import { blogIndexPath, feedFormats, feedPath } from '../../shared/blog/blog-paths';
import { neighboursOf } from '../../shared/blog/post-order';
import type { BlogPostPageData, BlogPostSummary } from '../../shared/blog/types';
import { articleHtml } from './feed-content';
import { absoluteUrl, renderFeed } from './feeds';
import { type Blog, type LoadedPost, loadBlog } from './load-blog';
import { remarkPostMeta } from './remark-post-meta';
import { blogSidebar } from './sidebar';

export interface BlogPluginOptions {
  /** Rspress' `root` (one folder per locale). */
  docsRoot: string;
  /** The one authors file (YAML): key -> name, title per locale, avatar. */
  authorsFile: string;
  /** Folder served at the site root (avatars are checked there). */
  publicDir: string;
  /** Public origin of the site: feed URLs are absolute on it. */
  siteUrl: string;
  siteTitle: string;
  /** Owner named in the feeds' copyright line. */
  copyrightHolder: string;
  /** Site-absolute path of the site icon, for the Atom feed. */
  icon?: string;
}

const themeDir = path.resolve(import.meta.dirname, '../../theme/components/blog');

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

function summaryOf(post: LoadedPost): BlogPostSummary {
  const { sourcePath: _source, format: _format, ...summary } = post;
  return summary;
}

/** Site-absolute link -> output file: `/en/blog/x` -> `en/blog/x.html`. */
function outputFileOf(link: string): string {
  return `${link.replace(/^\//, '')}.html`;
}

export function pluginBlog(options: BlogPluginOptions): RspressPlugin {
  let blog: Blog | undefined;
  const postsBySource = new Map<string, LoadedPost>();

  return {
    name: 'blog',
    globalUIComponents: [path.join(themeDir, 'BlogFeedLinks.tsx')],
    markdown: {
      remarkPlugins: [
        [
          remarkPostMeta,
          {
            isPost: (file: string) => postsBySource.has(path.resolve(file)),
            componentModule: path.join(themeDir, 'BlogPostMeta.tsx'),
          },
        ],
      ],
    },

    config(config) {
      blog = loadBlog({
        docsRoot: options.docsRoot,
        langs,
        authorsFile: options.authorsFile,
        publicDir: options.publicDir,
        replaceRules: config.replaceRules,
      });
      postsBySource.clear();
      for (const post of Object.values(blog.posts).flat()) {
        postsBySource.set(post.sourcePath, post);
      }
      for (const locale of config.themeConfig?.locales ?? []) {
        const lang = locale.lang as Lang;
        if (!blog.posts[lang]) continue;
        locale.sidebar = {
          ...locale.sidebar,
          [blogIndexPath(lang)]: blogSidebar(blog.posts[lang], lang, uiStrings[lang].blogAllPosts),
        };
      }
      return config;
    },

    extendPageData(pageData: PageIndexInfo & { blogPost?: BlogPostPageData }) {
      const post = postsBySource.get(path.resolve(pageData._filepath));
      if (!post || !blog) return;
      const { previous, next } = neighboursOf(blog.posts[post.lang], post.slug);
      pageData.blogPost = {
        ...summaryOf(post),
        previous: previous && { title: previous.title, link: previous.link },
        next: next && { title: next.title, link: next.link },
      };
      // The summary doubles as the page's meta description.
      if (!pageData.frontmatter.description) pageData.description = post.summary;
    },

    // Synchronous on purpose: Rspress starts every plugin's afterBuild in
    // order, and the link check (registered after this plugin) must find the
    // feeds that the list page links to.
    afterBuild(config, isProd) {
      if (!isProd || !blog) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      for (const lang of langs) {
        const posts = blog.posts[lang] ?? [];
        const strings = uiStrings[lang];
        const newestYear = posts[0]?.date.slice(0, 4) ?? String(new Date().getUTCFullYear());
        const channel = {
          lang,
          siteUrl: options.siteUrl,
          title: fill(strings.blogFeedTitle, { site: options.siteTitle }),
          description: strings.blogDescription,
          copyright: `© ${newestYear} ${options.copyrightHolder}`,
          icon: options.icon,
        };
        const contentOf = (post: BlogPostSummary) =>
          articleHtml(
            readFileSync(path.join(outDir, outputFileOf(post.link)), 'utf8'),
            absoluteUrl(options.siteUrl, post.link),
          );
        for (const format of feedFormats) {
          const file = path.join(outDir, feedPath(lang, format));
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, renderFeed(format, channel, posts.map(summaryOf), contentOf));
        }
      }
    },
  };
}

/**
 * Rspress plugin: the blog. Rspress has none, so this one
 * - reads and validates the posts and the authors file when the config loads
 *   (a bad post stops the build, naming the file and the field: load-blog.ts);
 * - adds the per-locale blog sidebar, grouped by year (sidebar.ts);
 * - gives each post page its data (`page.blogPost`: date, authors, reading
 *   time, previous/next) and its summary as the page description, and each
 *   locale's list page its posts (`page.blogPosts`): only those pages read
 *   them, so plugins/page-data-trim keeps them out of every page's script;
 * - puts the post header under each post's title (remark-post-meta.ts);
 * - links the feeds from the `<head>` of blog pages (BlogFeedLinks);
 * - renders the RSS and Atom feeds of every locale from the built post pages
 *   (`feedFiles`, called by the one-pass reader of the built site,
 *   plugins/built-site, which writes them).
 */
import path from 'node:path';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import type { Document } from 'domhandler';
import { type Lang, langs } from '../../config/locales';
import { uiStrings } from '../../i18n';
import {
  blogIndexPath,
  feedFormats,
  feedPath,
  feedStylesheetPath,
} from '../../shared/blog/blog-paths';
import { neighboursOf } from '../../shared/blog/post-order';
import type { BlogIndexPageData, BlogPostPageData, BlogPostSummary } from '../../shared/blog/types';
import { articleHtmlOf } from './feed-content';
import { renderFeedStylesheet } from './feed-stylesheet';
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

export interface BlogPlugin extends RspressPlugin {
  /** Output files of the post pages (relative to the build folder): the feeds carry their article. */
  postFiles: () => string[];
  /**
   * The feed files of every locale and their XSL stylesheet (path relative to the build folder -> XML).
   * @param pageOf a post page's parsed HTML, by output file
   */
  feedFiles: (pageOf: (file: string) => Document | undefined) => Map<string, string>;
}

export function pluginBlog(options: BlogPluginOptions): BlogPlugin {
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

    extendPageData(
      pageData: PageIndexInfo & { blogPost?: BlogPostPageData } & Partial<BlogIndexPageData>,
    ) {
      if (!blog) return;
      const lang = pageData.lang as Lang;
      // Rspress gives an index page its folder's route, with a trailing slash: `/en/blog/`.
      const route = pageData.routePath.replace(/(.)\/$/, '$1');
      if (langs.includes(lang) && route === blogIndexPath(lang)) {
        // Newest first, as loadBlog sorts them: the list shows them in this order.
        pageData.blogPosts = (blog.posts[lang] ?? []).map(summaryOf);
        return;
      }
      const post = postsBySource.get(path.resolve(pageData._filepath));
      if (!post) return;
      const { previous, next } = neighboursOf(blog.posts[post.lang], post.slug);
      pageData.blogPost = {
        ...summaryOf(post),
        previous: previous && { title: previous.title, link: previous.link },
        next: next && { title: next.title, link: next.link },
      };
      // The summary doubles as the page's meta description.
      if (!pageData.frontmatter.description) pageData.description = post.summary;
    },

    postFiles() {
      if (!blog) return [];
      return Object.values(blog.posts)
        .flat()
        .map((post) => outputFileOf(post.link));
    },

    feedFiles(pageOf) {
      const files = new Map<string, string>();
      if (!blog) return files;
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
          stylesheet: feedStylesheetPath(lang),
        };
        const contentOf = (post: BlogPostSummary) => {
          const page = pageOf(outputFileOf(post.link));
          return page && articleHtmlOf(page, absoluteUrl(options.siteUrl, post.link));
        };
        for (const format of feedFormats) {
          files.set(
            feedPath(lang, format).replace(/^\//, ''),
            renderFeed(format, channel, posts.map(summaryOf), contentOf),
          );
        }
        files.set(
          feedStylesheetPath(lang).replace(/^\//, ''),
          renderFeedStylesheet(lang, strings, options.icon),
        );
      }
      return files;
    },
  };
}

/**
 * The real site's blog as the build reads it (docs, authors, brand tokens):
 * tests and the bench compare what they see against it.
 */
import path from 'node:path';
import { brandReplaceRules } from '../../config/brand';
import { langs } from '../../config/locales';
import type { BlogSource } from '../../plugins/blog/load-blog';

const root = path.resolve(import.meta.dirname, '../..');

export const siteBlogSource: BlogSource = {
  docsRoot: path.join(root, 'docs'),
  langs,
  authorsFile: path.join(root, 'config/blog-authors.yml'),
  publicDir: path.join(root, 'public'),
  replaceRules: brandReplaceRules,
};

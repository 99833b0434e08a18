/**
 * Search in the dev server: serves the index of the pages being edited
 * (dev-index.ts) at the URLs the search worker asks for, `/search-manifest.json`
 * and the index file it names. Built on the first request; a change under
 * docs/ (a page, or the API data the generator writes) makes the next request
 * rebuild it under a new name, which the worker picks up (it checks the
 * manifest again in the dev server). The index's modules load on that first
 * request: a dev server start does not pay for them.
 */
import { watch } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RspressPlugin } from '@rspress/core';
import type { Lang } from '../../config/locales';
import { INDEX_DIR, MANIFEST_URL } from '../../shared/search/manifest';
import type { DevSearchIndex } from './dev-index';

function send(response: ServerResponse, body: string): void {
  response.statusCode = 200;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  // Pages change while the writer works: nothing here may be kept.
  response.setHeader('Cache-Control', 'no-store');
  response.end(body);
}

const INDEX_FILE = new RegExp(`^/${INDEX_DIR}/([\\w-]+)\\.dev-\\d+\\.json$`);

export function pluginDevSearchIndex(options: { docsRoot: string }): RspressPlugin {
  let loading: Promise<DevSearchIndex> | undefined;
  const load = () => {
    loading ??= import('./dev-index').then(({ DevSearchIndex }) => {
      const index = new DevSearchIndex(options.docsRoot);
      watch(options.docsRoot, { recursive: true }, () => index.invalidate()).unref();
      return index;
    });
    return loading;
  };
  const handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = (request.url ?? '').split('?')[0] ?? '';
    const file = INDEX_FILE.exec(url);
    if (url !== MANIFEST_URL && !file) return next();
    load()
      .then(async (index) => ({ index, files: await index.files() }))
      .then(({ index, files }) => {
        if (url === MANIFEST_URL) return send(response, JSON.stringify(index.manifest(files)));
        const json = files.get(file?.[1] as Lang);
        if (json === undefined) return next();
        send(response, json);
      })
      .catch((error: Error) => {
        console.error(`[search] the dev index could not be built: ${error.message}`);
        response.statusCode = 500;
        response.end();
      });
  };
  return {
    name: 'dev-search-index',
    builderConfig: {
      dev: {
        setupMiddlewares: [(middlewares) => middlewares.unshift(handler)],
      },
    },
  };
}

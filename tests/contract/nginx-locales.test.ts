/**
 * deploy/nginx.conf's locale rules come from the locale list: with a third
 * locale (`es`) rendered into the includes, a real nginx treats it as it
 * treats `en`, with no edit of the nginx file. A tiny site stands in for the
 * build (an index and a 404 page per locale).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nginxAcceptMarkdownFile,
  renderNginxAcceptMarkdown,
} from '../../scripts/hosting/nginx-accept-markdown';
import { nginxHeadersFile } from '../../scripts/hosting/nginx-headers';
import {
  nginxLocaleNotFoundFile,
  nginxLocaleUrlsFile,
  renderNginxLocaleNotFound,
  renderNginxLocaleUrls,
} from '../../scripts/hosting/nginx-locales';
import { type NginxServer, startNginx } from '../../scripts/lib/nginx-server';

const locales = ['pt-BR', 'en', 'es'];
let site = '';
let nginx: NginxServer | undefined;

async function put(file: string, body: string) {
  await mkdir(path.dirname(path.join(site, file)), { recursive: true });
  await writeFile(path.join(site, file), body);
}

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'nginx-locales-'));
  await put('index.html', 'home pt-BR');
  await put('404.html', 'not found pt-BR');
  for (const lang of ['en', 'es']) {
    await put(`${lang}/index.html`, `home ${lang}`);
    await put(`${lang}/404.html`, `not found ${lang}`);
    await put(`${lang}/docs.html`, `docs ${lang}`);
  }
  await put(nginxHeadersFile, '');
  await put(nginxAcceptMarkdownFile, renderNginxAcceptMarkdown());
  await put(nginxLocaleUrlsFile, renderNginxLocaleUrls(locales));
  await put(nginxLocaleNotFoundFile, renderNginxLocaleNotFound(locales));
  nginx = await startNginx({ siteDir: site });
});
afterAll(async () => {
  await nginx?.close();
  await rm(site, { recursive: true, force: true, maxRetries: 5 });
});

async function get(url: string) {
  if (!nginx) throw new Error('nginx not started');
  const response = await fetch(`${nginx.url}${url}`, { redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    body: await response.text(),
  };
}

describe('a locale added to the list gets the same nginx rules as en', () => {
  it.each([
    ['/es', 301, '/es/'],
    ['/es/index', 301, '/es/'],
    ['/es/index.html?x=1', 301, '/es/?x=1'],
    ['/es/docs/', 301, '/es/docs'],
    ['/es/docs.html', 301, '/es/docs'],
    ['/en', 301, '/en/'],
  ])('%s redirects (%i) to %s', async (url, status, location) => {
    const answer = await get(url);
    expect([answer.status, answer.location]).toEqual([status, location]);
  });

  it.each([
    ['/es/', 200, 'home es'],
    ['/es/docs', 200, 'docs es'],
    ['/', 200, 'home pt-BR'],
    ['/es/no-such-page', 404, 'not found es'],
    ['/es/404', 404, 'not found es'],
    ['/en/no-such-page', 404, 'not found en'],
    ['/no-such-page', 404, 'not found pt-BR'],
    ['/404', 404, 'not found pt-BR'],
    ['/esx/page', 404, 'not found pt-BR'],
  ])('%s answers %i with "%s"', async (url, status, body) => {
    const answer = await get(url);
    expect([answer.status, answer.body]).toEqual([status, body]);
  });
});

describe('the locale includes refuse what nginx cannot hold', () => {
  it('a locale name that is no language tag stops the build with the reason', () => {
    expect(() => renderNginxLocaleUrls(['pt-BR', 'e(n'])).toThrow(
      /config\/locales\.ts: locale "e\(n" is not a language tag/,
    );
  });
  it('with only the default locale there are no prefix rules, and /404 still answers 404', () => {
    const rules = renderNginxLocaleUrls(['pt-BR']);
    expect(rules).not.toMatch(/rewrite/);
    expect(rules).toContain('location ~ "^/404$"');
    expect(renderNginxLocaleNotFound(['pt-BR'])).not.toMatch(/if/);
  });
});

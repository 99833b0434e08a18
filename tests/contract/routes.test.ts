import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/served-site';
import { allRoutes } from '../support/site-routes';

async function fetchNoRedirect(path: string) {
  return fetch(new URL(path, baseUrl()), { redirect: 'manual' });
}

describe('npm run serve: routes', () => {
  it.each(allRoutes)('%s answers 200 with HTML in its locale', async (route) => {
    const res = await fetchNoRedirect(route);
    expect(res.status).toBe(200);
    const html = await res.text();
    const lang = route.startsWith('/en/') || route === '/en/' ? 'en' : 'pt-BR';
    expect(html).toContain(`<html lang="${lang}"`);
  });

  it.each([
    ['/en/docs/intro/authentication.html', '/en/docs/intro/authentication'],
    ['/docs/webhook/cashout.html', '/docs/webhook/cashout'],
    ['/en/index.html', '/en/'],
    ['/index.html', '/'],
    ['/en', '/en/'],
    ['/en/docs/intro/', '/en/docs/intro'],
  ])('%s redirects (301) to %s', async (from, to) => {
    const res = await fetchNoRedirect(from);
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get('location') ?? '', baseUrl()).pathname).toBe(to);
  });

  it.each([
    ['/en/this-page-does-not-exist', 'Page not found'],
    ['/en/docs/intro/nope', 'Page not found'],
    ['/esta-pagina-nao-existe', 'Página não encontrada'],
    ['/docs/webhook/nope', 'Página não encontrada'],
  ])('unknown path %s answers 404 with the localized not-found page', async (path, title) => {
    const res = await fetchNoRedirect(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(title);
  });
});

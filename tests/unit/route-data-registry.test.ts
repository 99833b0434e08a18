/**
 * The browser side of the route data (theme/route-data/registry.ts and the
 * route lookup that replaces Rspress'), on a made-up site of two sections,
 * one of them in buckets: what is known before and after a section loads.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bucketOf, routeKey } from '../../shared/route-data/route-key';

const loads: string[] = [];
const siteData = {
  base: '/',
  lang: 'pt-BR',
  route: { cleanUrls: true },
  themeConfig: {
    locales: [
      { lang: 'pt-BR', sidebar: {} },
      { lang: 'en', sidebar: { '/en/docs/': [], '/en/docs/api/': [] } },
    ],
  },
};

function route(path: string) {
  return {
    path,
    filePath: `${path.slice(1)}.mdx`,
    element: null,
    preload: async () => {
      loads.push(`page ${path}`);
      return { default: {} };
    },
    lang: '',
    version: '',
  };
}

const apiPaths = Array.from({ length: 12 }, (_, i) => `/en/docs/api/op-${i}`);
const BUCKETS = 3;

vi.mock('virtual-site-data', () => ({ default: siteData }));
vi.mock('virtual-page-data', () => ({ pageData: { pages: [] } }));
vi.mock('virtual-route-data', () => ({
  defaultLang: 'pt-BR',
  langs: ['pt-BR', 'en'],
  eagerRoutes: null,
  pageLists: {},
  sections: [
    {
      lang: 'en',
      version: '',
      prefix: '/en/docs/',
      load: async () => {
        loads.push('section docs');
        return {
          sidebar: [{ text: 'Guide', link: '/en/docs/guide.html' }],
          routes: [route('/en/docs/guide')],
        };
      },
    },
    {
      lang: 'en',
      version: '',
      prefix: '/en/docs/api/',
      load: async () => {
        loads.push('section api');
        return {
          sidebar: apiPaths.map((p) => ({ text: p, link: `${p}.html` })),
          buckets: Array.from({ length: BUCKETS }, (_, b) => async () => {
            loads.push(`bucket ${b}`);
            return {
              routes: apiPaths.filter((p) => bucketOf(routeKey(p), BUCKETS) === b).map(route),
            };
          }),
        };
      },
    },
  ],
}));

type Registry = typeof import('../../theme/route-data/registry');
type Lookup = typeof import('../../theme/route-data/route');
let registry: Registry;
let lookup: Lookup;

beforeEach(async () => {
  vi.resetModules();
  loads.length = 0;
  siteData.themeConfig.locales[1] = {
    lang: 'en',
    sidebar: { '/en/docs/': [], '/en/docs/api/': [] },
  };
  registry = await import('../../theme/route-data/registry');
  lookup = await import('../../theme/route-data/route');
});

describe('route data in the browser', () => {
  it('a path whose section is not in gets a stand-in, the same object every time', () => {
    const standIn = lookup.pathnameToRouteService('/en/docs/api/op-3');
    expect(standIn && registry.isPlaceholder(standIn)).toBe(true);
    expect(lookup.pathnameToRouteService('/en/docs/api/op-3.html')).toBe(standIn);
    expect(standIn?.path).toBe('/en/docs/api/op-3');
    expect(loads).toEqual([]);
  });

  it("loading a path's data loads its section and its bucket only, and fills the sidebar", async () => {
    await registry.loadRouteData('/en/docs/api/op-3');
    expect(loads).toEqual([
      'section api',
      `bucket ${bucketOf(routeKey('/en/docs/api/op-3'), BUCKETS)}`,
    ]);
    expect(registry.findRoute('/en/docs/api/op-3')?.path).toBe('/en/docs/api/op-3');
    expect(registry.findRoute('/en/docs/api/op-3')?.lang).toBe('en');
    const sidebar = siteData.themeConfig.locales[1]?.sidebar as Record<string, unknown[]>;
    expect(sidebar['/en/docs/api/']).toHaveLength(12);
    expect(sidebar['/en/docs/']).toEqual([]);
  });

  it('a stand-in’s preload brings the section, then the page’s own chunk', async () => {
    const standIn = lookup.pathnameToRouteService('/en/docs/guide');
    await standIn?.preload();
    expect(loads).toEqual(['section docs', 'page /en/docs/guide']);
    const real = lookup.pathnameToRouteService('/en/docs/guide');
    expect(real && registry.isPlaceholder(real)).toBe(false);
  });

  it('once a path’s data is in, a path of no page has no route (not a stand-in)', async () => {
    await registry.loadRouteData('/en/docs/nothing-here');
    expect(lookup.pathnameToRouteService('/en/docs/nothing-here')).toBeUndefined();
    const standIn = lookup.pathnameToRouteService('/en/docs/api/nothing-here');
    expect(standIn && registry.isPlaceholder(standIn)).toBe(true);
    await expect(standIn?.preload()).resolves.toBeUndefined();
  });

  it('a hook sees every route: known ones, stand-ins, and those a section brings later', async () => {
    const seen: string[] = [];
    registry.onEachRoute((r) =>
      seen.push(`${registry.isPlaceholder(r) ? 'stand-in' : 'route'} ${r.path}`),
    );
    lookup.pathnameToRouteService('/en/docs/guide');
    await registry.loadRouteData('/en/docs/guide');
    expect(seen).toEqual(['stand-in /en/docs/guide', 'route /en/docs/guide']);
  });

  it('a failed section load is tried again on the next request', async () => {
    const { sections } = await import('virtual-route-data');
    const docs = sections[0];
    if (!docs) throw new Error('no section');
    const load = docs.load;
    docs.load = () => Promise.reject(new Error('Loading chunk rd-0 failed.'));
    await expect(registry.loadRouteData('/en/docs/guide')).rejects.toThrow(/Loading chunk/);
    docs.load = load;
    await registry.loadRouteData('/en/docs/guide');
    expect(registry.findRoute('/en/docs/guide')).toBeDefined();
  });

  it('the clean-URL redirect works before the section is in', () => {
    const replaced: string[] = [];
    const history = {
      state: null,
      replaceState: (_: unknown, __: string, url: string) => replaced.push(url),
    };
    lookup.redirectToCleanUrl(
      { pathname: '/en/docs/api/op-1.html', search: '?a=1', hash: '#x' },
      history,
    );
    expect(replaced).toEqual(['/en/docs/api/op-1?a=1#x']);
  });
});

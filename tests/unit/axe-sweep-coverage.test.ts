import { describe, expect, it } from 'vitest';
import { langs } from '../../config/locales';
import { localeRoutes, siteRoutes } from '../support/site-routes';

describe('the axe sweeps (one browser test file per locale)', () => {
  it('cover every route of the site once', () => {
    const swept = langs.flatMap((lang) => localeRoutes(lang));
    expect([...swept].sort()).toEqual([...siteRoutes].sort());
  });
});

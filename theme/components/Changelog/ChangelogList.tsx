import { useLang } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import type { Lang } from '../../../config/locales';
import type { PageComponentsStrings } from '../../../i18n/page-components';
import { pageComponentsText } from '../../../i18n/page-components';
import type { ChangelogPageData } from '../../../shared/api/page-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiHtml } from '../api/ApiHtml';
import './Changelog.css';

const KIND_TEXT: Record<ChangelogPageData['entries'][number]['kind'], keyof PageComponentsStrings> =
  {
    breaking: 'changelogKindBreaking',
    additive: 'changelogKindAdditive',
    deprecation: 'changelogKindDeprecation',
  };

const FILTER_PARAM = 'product';

/** The product in the URL (`?product=pix`), when it is one of the list's. */
function productFromUrl(products: readonly { id: string }[]): string | null {
  const wanted = new URLSearchParams(window.location.search).get(FILTER_PARAM);
  return products.some((p) => p.id === wanted) ? wanted : null;
}

function formatDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * The changelog entries (page data written by the API generator from
 * openapi/changelog.yaml), newest first, with a product filter kept in the
 * URL (`?product=pix`) so a filtered list can be shared. The static HTML lists
 * every entry; the filter applies once the page is live.
 */
export function ChangelogList({
  data,
}: {
  /**
   * The changelog the API generator writes from `openapi/changelog.yaml`: import
   * `docs/<lang>/docs/api/_data/changelog.json`.
   */
  data: ChangelogPageData;
}) {
  const t = useFeatureText(pageComponentsText);
  const lang = useLang() as Lang;
  const [product, setProduct] = useState<string | null>(null);
  useEffect(() => {
    setProduct(productFromUrl(data.products));
    const onPop = () => setProduct(productFromUrl(data.products));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [data.products]);

  const choose = (next: string | null) => {
    setProduct(next);
    const url = new URL(window.location.href);
    if (next) url.searchParams.set(FILTER_PARAM, next);
    else url.searchParams.delete(FILTER_PARAM);
    window.history.replaceState(window.history.state, '', url);
  };

  const labelOf = new Map(data.products.map((p) => [p.id, p.label]));
  const shown = data.entries.filter((e) => !product || e.products.includes(product));
  return (
    <div className="ap-changelog">
      <fieldset className="ap-changelog__filter rp-not-doc" data-search-ignore="">
        <legend>{t('changelogFilterLabel')}</legend>
        {[{ id: null, label: t('changelogFilterAll') }, ...data.products].map((p) => (
          <button
            key={p.id ?? 'all'}
            type="button"
            className="ap-changelog__chip"
            aria-pressed={product === p.id}
            data-product={p.id ?? 'all'}
            onClick={() => choose(p.id)}
          >
            {p.label}
          </button>
        ))}
      </fieldset>
      <p className="ap-changelog__count" aria-live="polite" data-search-ignore="">
        {t('changelogShown', { count: String(shown.length), total: String(data.entries.length) })}
      </p>
      {shown.length === 0 && <p>{t('changelogNone')}</p>}
      <ol className="ap-changelog__entries">
        {shown.map((entry) => (
          <li
            key={entry.id}
            className="ap-changelog__entry"
            data-entry={entry.id}
            data-kind={entry.kind}
          >
            <h3 id={entry.id} className="rp-toc-include ap-changelog__title">
              {entry.title}
            </h3>
            <p className="ap-changelog__meta">
              <time dateTime={entry.date}>{formatDate(entry.date, lang)}</time>
              <span className={`ap-changelog__kind ap-changelog__kind--${entry.kind}`}>
                {t(KIND_TEXT[entry.kind])}
              </span>
              {entry.sunset && (
                <span className="ap-changelog__sunset">
                  {t('changelogSunset')}{' '}
                  <time dateTime={entry.sunset}>{formatDate(entry.sunset, lang)}</time>
                </span>
              )}
              {entry.version && (
                <span className="ap-changelog__version">
                  {t('changelogVersion', { version: entry.version })}
                </span>
              )}
              {entry.products.map((id) => (
                <span key={id} className="ap-changelog__product">
                  {labelOf.get(id) ?? id}
                </span>
              ))}
            </p>
            <ApiHtml html={entry.summaryHtml} />
            <dl className="ap-changelog__facts">
              <dt>{t('changelogAffected')}</dt>
              <dd>
                {[...entry.operations, ...entry.fields].map((item, i) => (
                  <span key={item}>
                    {i > 0 && ', '}
                    <code>{item}</code>
                  </span>
                ))}
              </dd>
              {entry.migrationHtml && (
                <>
                  <dt>{t('changelogMigration')}</dt>
                  <dd>
                    <ApiHtml html={entry.migrationHtml} />
                  </dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ol>
      <p className="ap-changelog__feeds" data-search-ignore="">
        {t('changelogFeeds')} <a href={data.feeds.rss}>RSS</a> · <a href={data.feeds.atom}>Atom</a>
      </p>
    </div>
  );
}

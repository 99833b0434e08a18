import { useLang } from '@rspress/core/runtime';
import { getCustomMDXComponent } from '@rspress/core/theme';
import { type ComponentType, Fragment, type ReactNode, useMemo } from 'react';
import { type Lang, locales, localizePath } from '../../../config/locales';
import { guideCategories } from '../../../config/navigation';
import { pageComponentsText } from '../../../i18n/page-components';
import { webhookEventAnchor } from '../../../shared/api/field-anchors';
import { webhookFamilyGuide } from '../../../shared/api/webhook-guides';
import {
  type GlossaryTerm,
  glossary,
  glossaryAnchorId,
  glossaryCategories,
  guidePage,
  webhookEventsElsewhere,
} from '../../../shared/glossary';
import { useFeatureText } from '../../hooks/useFeatureText';
import { breakableParts } from '../../logic/break-opportunities';
import './Glossary.css';

type HeadingComponent = ComponentType<{ id: string; children: ReactNode }>;

/** An event name in code, breakable after its dots and underscores in a narrow column. */
function EventName({ name }: { name: string }) {
  return (
    <code>
      {breakableParts(name).map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed name
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/** Definitions are plain text with `code` spans. */
function withCode(text: string): ReactNode[] {
  return text.split(/(`[^`]+`)/).map((part, i) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, split once
      <code key={i}>{part.slice(1, -1)}</code>
    ) : (
      part
    ),
  );
}

const guideLabels = new Map<string, Record<Lang, string>>(
  guideCategories.flatMap((c) => c.items.map((i) => [`/docs/${i.slug}`, i.label] as const)),
);

/** The guide that documents an event: `transaction.paid` -> /docs/webhook/transaction#event.transaction.paid. */
function eventLink(event: string): string {
  return `${webhookFamilyGuide(event.split('.')[0] ?? '')}#${webhookEventAnchor(event)}`;
}

/** Id of the Glossary page's section of other providers' webhook events. */
const EVENTS_SECTION_ID = 'webhook-events-elsewhere';

/** The Markdown twin of the glossary (llms.txt, `.md` pages). */
function glossaryMarkdown(
  lang: Lang,
  avoidLabel: string,
  events: { heading: string; intro: string; ours: string; theirs: string },
  listed: typeof webhookEventsElsewhere,
): string {
  const eventRows = listed
    .map((e) => `| \`${e.event}\` | ${e.elsewhere.map((n) => `\`${n}\``).join(', ')} |`)
    .join('\n');
  const eventsMarkdown = `## ${events.heading}\n\n${events.intro}\n\n| ${events.ours} | ${events.theirs} |\n| --- | --- |\n${eventRows}\n`;
  return `${glossaryCategories
    .map((category) => {
      const terms = glossary.filter((t) => t.category === category.id);
      const body = terms
        .map((term) => {
          const avoid = (term.avoid?.[lang] ?? [])
            .map((a) => `~~${a.variant}~~ → ${a.use}`)
            .join(', ');
          return `### ${term.term[lang]}\n\n${term.definition[lang]}${avoid ? `\n\n${avoidLabel}: ${avoid}` : ''}\n\n`;
        })
        .join('');
      return `## ${category.label[lang]}\n\n${body}`;
    })
    .join('')}${eventsMarkdown}`;
}

/** Other providers' webhook events and this API's event for each (shared/glossary.ts). */
function EventsElsewhere({
  lang,
  Heading,
  A,
  listed,
}: {
  lang: Lang;
  Heading: HeadingComponent;
  A: LinkComponent;
  listed: typeof webhookEventsElsewhere;
}) {
  const t = useFeatureText(pageComponentsText);
  const heading = t('glossaryEventsHeading');
  return (
    <section aria-labelledby={EVENTS_SECTION_ID}>
      <Heading id={EVENTS_SECTION_ID}>
        {heading}
        <a
          className="rp-header-anchor"
          href={`#${EVENTS_SECTION_ID}`}
          aria-label={t('headingAnchorLabel', { heading })}
        >
          #
        </a>
      </Heading>
      <p>{withCode(t('glossaryEventsIntro'))}</p>
      <table className="ap-glossary__events">
        <thead>
          <tr>
            <th scope="col">{t('glossaryEventsOurs')}</th>
            <th scope="col">{t('glossaryEventsTheirs')}</th>
          </tr>
        </thead>
        <tbody>
          {listed.map((entry) => (
            <tr key={entry.event}>
              <td>
                <A href={localizePath(eventLink(entry.event), lang)}>
                  <EventName name={entry.event} />
                </A>
              </td>
              <td>
                {entry.elsewhere.map((name, i) => (
                  <Fragment key={name}>
                    {i > 0 && ', '}
                    <EventName name={name} />
                  </Fragment>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

type LinkComponent = ComponentType<{ href: string; children: ReactNode }>;

function TermEntry({
  term,
  lang,
  Heading,
  A,
}: {
  term: GlossaryTerm;
  lang: Lang;
  Heading: HeadingComponent;
  A: LinkComponent;
}) {
  const t = useFeatureText(pageComponentsText);
  const others = locales.filter((l) => l.lang !== lang);
  const synonyms = term.synonyms?.[lang] ?? [];
  const avoid = term.avoid?.[lang] ?? [];
  const guideLabel = term.guide ? guideLabels.get(guidePage(term.guide).path)?.[lang] : undefined;
  const elsewhere = term.elsewhere ?? [];
  const name = term.term[lang];
  return (
    <div className="ap-glossary__term">
      <Heading id={glossaryAnchorId('term', term.id)}>
        {name}
        <a
          className="rp-header-anchor"
          href={`#${glossaryAnchorId('term', term.id)}`}
          aria-label={t('headingAnchorLabel', { heading: name })}
        >
          #
        </a>
      </Heading>
      <p>{withCode(term.definition[lang])}</p>
      <dl className="ap-glossary__facts">
        {others.map((other) => (
          <Fragment key={other.lang}>
            <dt>{other.label}</dt>
            <dd lang={other.htmlLang}>{term.term[other.lang]}</dd>
          </Fragment>
        ))}
        {synonyms.length > 0 && (
          <>
            <dt>{t('glossaryAlsoCalled')}</dt>
            <dd>{synonyms.join(', ')}</dd>
          </>
        )}
        {elsewhere.length > 0 && (
          <>
            <dt>{t('glossaryElsewhere')}</dt>
            <dd>{elsewhere.join(', ')}</dd>
          </>
        )}
        {avoid.length > 0 && (
          <>
            <dt>{t('glossaryAvoid')}</dt>
            <dd>
              <ul className="ap-glossary__avoid">
                {avoid.map((entry) => (
                  <li key={entry.variant}>
                    <s>{entry.variant}</s> ({t('glossaryAvoidEntry', { use: entry.use })}):{' '}
                    {entry.reason}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {term.guide && guideLabel && (
          <>
            <dt>{t('glossaryGuide')}</dt>
            <dd>
              <A href={localizePath(term.guide, lang)}>{guideLabel}</A>
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}

/**
 * The Glossary page's body, from shared/glossary.ts (the same data the content
 * check and search use): a `##` per category and a `###` per term, whose id is
 * the term's id (`/docs/reference/glossary#pix`), listed in the outline.
 */
export interface GlossaryProps {
  /**
   * The webhook events the spec sends (`docs/<lang>/docs/api/_data/webhook-events.json`, from the
   * API generator): other providers' events are listed only against one of these.
   */
  specEvents: string[];
}

export function Glossary({ specEvents }: GlossaryProps) {
  const lang = useLang() as Lang;
  const listed = webhookEventsElsewhere.filter((entry) => specEvents.includes(entry.event));
  const t = useFeatureText(pageComponentsText);
  const components = useMemo(() => getCustomMDXComponent(), []);
  if (import.meta.env.SSG_MD)
    return (
      <>
        {glossaryMarkdown(
          lang,
          t('glossaryAvoid'),
          {
            heading: t('glossaryEventsHeading'),
            intro: t('glossaryEventsIntro'),
            ours: t('glossaryEventsOurs'),
            theirs: t('glossaryEventsTheirs'),
          },
          listed,
        )}
      </>
    );
  const H2 = components.h2 as HeadingComponent;
  const H3 = components.h3 as HeadingComponent;
  const A = components.a as LinkComponent;
  return (
    // Out of the HTML the index reads: search indexes each term from shared/glossary.ts itself
    // (plugins/search-index/glossary-documents.ts), weighted below the guides that explain them.
    <div className="ap-glossary" data-search-ignore="">
      {glossaryCategories.map((category) => (
        <section key={category.id} aria-labelledby={glossaryAnchorId('category', category.id)}>
          <H2 id={glossaryAnchorId('category', category.id)}>
            {category.label[lang]}
            <a
              className="rp-header-anchor"
              href={`#${glossaryAnchorId('category', category.id)}`}
              aria-label={t('headingAnchorLabel', { heading: category.label[lang] })}
            >
              #
            </a>
          </H2>
          {glossary
            .filter((term) => term.category === category.id)
            .map((term) => (
              <TermEntry key={term.id} term={term} lang={lang} Heading={H3} A={A} />
            ))}
        </section>
      ))}
      <EventsElsewhere lang={lang} Heading={H2} A={A} listed={listed} />
    </div>
  );
}

import { useLang } from '@rspress/core/runtime';
import { getCustomMDXComponent } from '@rspress/core/theme';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { type Lang, localizePath } from '../../../config/locales';
import { sandboxToolsText } from '../../../i18n/sandbox-tools';
import { CARD_BRAND_NAMES, formatCardNumber } from '../../../shared/api/card-numbers';
import type {
  SandboxProduct,
  SandboxScenario,
  SandboxScenariosData,
} from '../../../shared/api/sandbox-model';
import { useFeatureText } from '../../hooks/useFeatureText';
import { ApiHtml } from '../api/ApiHtml';
import { ScrollRegion } from '../ScrollableTable/ScrollRegion';
import { CopyValueButton } from './CopyValueButton';
import './SandboxTestData.css';

export interface SandboxTestDataProps {
  /**
   * The sandbox scenarios, as generated from the spec's `x-sandbox-scenarios`:
   * import `../api/_data/sandbox-scenarios.json` and pass it here.
   */
  data: SandboxScenariosData;
}

type HeadingComponent = ComponentType<{ id: string; children: ReactNode }>;
type LinkComponent = ComponentType<{ href: string; children: ReactNode }>;
type Text = ReturnType<typeof useFeatureText<[typeof sandboxToolsText]>>;

/** The anchor of a scenario's row: `cards-insufficient-funds`. */
export function scenarioAnchor(productId: string, scenarioId: string): string {
  return `${productId}-${scenarioId}`;
}

function valueText(value: string | number): string {
  return String(value);
}

/** `Visa 4000 0000 0000 0010`. */
function testCardText(card: { brand: string; number: string }): string {
  return `${CARD_BRAND_NAMES[card.brand] ?? card.brand} ${formatCardNumber(card.number)}`;
}

/** The card numbers that play the scenario from the sandbox card fields, with copy buttons. */
function TestCards({ cards, t }: { cards: NonNullable<SandboxScenario['testCards']>; t: Text }) {
  return (
    <div className="ap-test-data__cards">
      <p className="ap-test-data__cards-label">{t('sandboxTestCards')}</p>
      <ul>
        {cards.map((card) => (
          <li key={card.number}>
            <span className="ap-test-data__brand">
              {CARD_BRAND_NAMES[card.brand] ?? card.brand}
            </span>{' '}
            <code>{formatCardNumber(card.number)}</code>
            <CopyValueButton value={card.number} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What a step changes besides `status`, as `refusal_reason: insufficient_funds`. */
function otherFields(shows: Record<string, string>): string[] {
  return Object.entries(shows)
    .filter(([key]) => key !== 'status')
    .map(([key, value]) => `${key}: ${value}`);
}

/** A refusal instead of a resource: `422 invalid_pix_key`. */
function errorText(error: NonNullable<SandboxScenario['error']>): string {
  return `${error.status} ${error.code}`;
}

/** One row per scenario: the value, what it does, and its status and webhooks over time. */
function ScenarioRow({
  product,
  scenario,
  t,
}: {
  product: SandboxProduct;
  scenario: SandboxScenario;
  t: Text;
}) {
  return (
    <tr id={scenarioAnchor(product.id, scenario.id)}>
      <th scope="row">
        <span className="ap-test-data__value">
          <code>{valueText(scenario.value)}</code>
          <CopyValueButton value={valueText(scenario.value)} />
        </span>
        {scenario.testCards && <TestCards cards={scenario.testCards} t={t} />}
      </th>
      <td>
        <strong>{scenario.summary}</strong>
        <ApiHtml html={scenario.descriptionHtml} className="ap-test-data__description" />
      </td>
      {/* The label shows when the table is stacked (a narrow column): no header row above it then. */}
      <td data-label={t('sandboxColumnAnswer')}>
        {scenario.error && (
          <p className="ap-test-data__refusal">
            <span className="ap-test-data__when">{t('sandboxAnswerStep')}</span>{' '}
            <code>{errorText(scenario.error)}</code> {t('sandboxNothingCreated')}
          </p>
        )}
        <ol className="ap-test-data__steps" hidden={scenario.steps.length === 0}>
          {scenario.steps.map((step) => (
            <li key={step.at}>
              <span className="ap-test-data__when">
                {step.at === 0
                  ? t('sandboxAnswerStep')
                  : t('sandboxAfterSeconds', { seconds: String(step.at) })}
              </span>{' '}
              {typeof step.shows.status === 'string' ? (
                <code>{step.shows.status}</code>
              ) : (
                t('sandboxStatusUnchanged')
              )}
              {otherFields(step.shows).map((field) => (
                <code key={field} className="ap-test-data__field">
                  {field}
                </code>
              ))}
              {step.events.length > 0 && (
                <ul className="ap-test-data__events">
                  {step.events.map((event) => (
                    <li key={event}>
                      <code>{event}</code>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </td>
    </tr>
  );
}

/** The Markdown twin of the page body (llms.txt, `.md` pages). */
function testDataMarkdown(data: SandboxScenariosData, t: Text): string {
  const stepText = (step: SandboxScenario['steps'][number]) => {
    const when =
      step.at === 0
        ? t('sandboxAnswerStep')
        : t('sandboxAfterSeconds', { seconds: String(step.at) });
    const status =
      typeof step.shows.status === 'string'
        ? `\`${step.shows.status}\``
        : t('sandboxStatusUnchanged');
    const fields = otherFields(step.shows).map((f) => ` \`${f}\``);
    return `${when} ${status}${fields.join('')}`;
  };
  return data.products
    .map((product) => {
      const rows = product.scenarios
        .map((s) => {
          const cards = s.testCards
            ? ` ${t('sandboxTestCards')} ${s.testCards.map((c) => `\`${testCardText(c)}\``).join(', ')}`
            : '';
          if (s.error)
            return `| \`${valueText(s.value)}\`${cards} | ${s.summary} | ${t('sandboxAnswerStep')} \`${errorText(s.error)}\` ${t('sandboxNothingCreated')} |`;
          const events = s.steps.flatMap((step) => step.events.map((e) => `\`${e}\``)).join(', ');
          return `| \`${valueText(s.value)}\`${cards} | ${s.summary} | ${s.steps.map(stepText).join('; ')}; ${t('sandboxColumnWebhooks')}: ${events} |`;
        })
        .join('\n');
      return `## ${product.title}\n\n${t('sandboxSendAs', { field: product.field, operation: `${product.method} ${product.path}` })}\n\n| ${t('sandboxColumnValue')} | ${t('sandboxColumnScenario')} | ${t('sandboxColumnAnswer')} |\n| --- | --- | --- |\n${rows}\n\n`;
    })
    .join('');
}

/**
 * The body of the Test data page, from the spec's `x-sandbox-scenarios`: a `##`
 * per product (listed in the outline) and a table of its test values, each with
 * a copy button, the status the API answers with, what happens next and the
 * webhooks it sends, in order.
 */
export function SandboxTestData({ data }: SandboxTestDataProps) {
  const lang = useLang() as Lang;
  const t = useFeatureText(sandboxToolsText);
  const components = useMemo(() => getCustomMDXComponent(), []);
  if (import.meta.env.SSG_MD) return <>{testDataMarkdown(data, t)}</>;
  const H2 = components.h2 as HeadingComponent;
  const A = components.a as LinkComponent;
  return (
    <div className="ap-test-data">
      {data.products.map((product) => (
        <section key={product.id} aria-labelledby={product.id}>
          <H2 id={product.id}>
            {product.title}
            <a
              className="rp-header-anchor"
              href={`#${product.id}`}
              aria-label={t('headingAnchorLabel', { heading: product.title })}
            >
              #
            </a>
          </H2>
          <ApiHtml html={product.descriptionHtml} />
          <p className="ap-test-data__operation">
            {t('sandboxSendIn')} <code>{product.field}</code> {t('sandboxSendTo')}{' '}
            <A href={localizePath(`/docs/api/${product.operationSlug}`, lang)}>
              <code>
                {product.method} {product.path}
              </code>
            </A>
          </p>
          <ScrollRegion className="ap-test-data__scroll rp-scrollbar" label={product.title}>
            <table className="ap-test-data__table">
              <thead>
                <tr>
                  <th scope="col">{t('sandboxColumnValue')}</th>
                  <th scope="col">{t('sandboxColumnScenario')}</th>
                  <th scope="col">{t('sandboxColumnAnswer')}</th>
                </tr>
              </thead>
              <tbody>
                {product.scenarios.map((scenario) => (
                  <ScenarioRow key={scenario.id} product={product} scenario={scenario} t={t} />
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      ))}
    </div>
  );
}

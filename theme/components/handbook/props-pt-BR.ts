/**
 * Portuguese of the props' doc comments. The doc comments (English, next to the code) are
 * the source; docgen reads them for every language but knows only zh/en/ru, so the pt-BR
 * tables take their descriptions from here. The types demand one entry per prop of each
 * documented component (a new prop is a type error until translated), and
 * tests/unit/handbook-props.test.ts checks these keys against what docgen extracts.
 */
import type { HandbookComponentName } from '../../../config/handbook';
import type { WebhookEventsProps } from '../api/WebhookEvents';
import type { LazyPartProps } from '../LazyPart/LazyPart';
import type { WebhookSignatureCheckerProps } from '../WebhookSignatureChecker/WebhookSignatureChecker';

type Descriptions<Props> = { [Prop in keyof Required<Props>]: string };

interface HandbookComponentProps {
  WebhookSignatureChecker: WebhookSignatureCheckerProps;
  WebhookEvents: WebhookEventsProps;
  LazyPart: LazyPartProps;
}

export const propDescriptionsPtBR: {
  [Name in HandbookComponentName]: Descriptions<HandbookComponentProps[Name]>;
} = {
  WebhookSignatureChecker: {
    data: 'A família de webhooks da página, gerada a partir da especificação OpenAPI: importe `docs/<lang>/docs/api/_data/webhooks-<família>.json`.',
    event:
      'O evento cujo corpo de exemplo abre o formulário, por exemplo `transaction.paid` (um dos eventos da família).',
  },
  WebhookEvents: {
    events:
      'A família de eventos gerada a partir da especificação: importe `docs/<lang>/docs/api/_data/webhooks-<família>.json` (família = nome do evento até o primeiro ponto).',
  },
  LazyPart: {
    children:
      'A parte carregada sob demanda: um componente `React.lazy`, renderizado apenas no navegador.',
    label:
      'O que está carregando, mostrado ao lado do indicador (um status para leitores de tela) quando o código leva mais de 200 ms para chegar; sem ele, o texto de interface "Carregando…".',
  },
};

/**
 * Portuguese of the props' doc comments. The doc comments (English, next to the code) are
 * the source; docgen reads them for every language but knows only zh/en/ru, so the pt-BR
 * tables take their descriptions from here. The types demand one entry per prop of each
 * documented component (a new prop is a type error until translated), and
 * tests/build/handbook-props.test.ts checks these keys against what docgen extracts.
 */
import type { ComponentProps } from 'react';
import type { DocumentedComponentName } from '../../../config/handbook';
import type { WebhookEventsProps } from '../api/WebhookEvents';
import type { ChangelogList } from '../Changelog/ChangelogList';
import type { Checklist, ChecklistItem, ChecklistStorageNote } from '../Checklist/Checklist';
import type { LazyPartProps } from '../LazyPart/LazyPart';
import type { WebhookSignatureCheckerProps } from '../WebhookSignatureChecker/WebhookSignatureChecker';

type Descriptions<Props> = { [Prop in keyof Required<Props>]: string };

interface HandbookComponentProps {
  WebhookSignatureChecker: WebhookSignatureCheckerProps;
  WebhookEvents: WebhookEventsProps;
  LazyPart: LazyPartProps;
  Checklist: ComponentProps<typeof Checklist>;
  ChecklistItem: ComponentProps<typeof ChecklistItem>;
  ChecklistStorageNote: ComponentProps<typeof ChecklistStorageNote>;
  ChangelogList: ComponentProps<typeof ChangelogList>;
}

export const propDescriptionsPtBR: {
  [Name in DocumentedComponentName]: Descriptions<HandbookComponentProps[Name]>;
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
  Checklist: {
    id: 'O id da lista, único na página e igual nos dois idiomas: o navegador guarda as marcações sob ele, então renomeá-lo esquece o que os leitores marcaram.',
    children: 'Os itens: um `ChecklistItem` cada (o progresso os conta).',
  },
  ChecklistItem: {
    id: 'O id do item, único na lista e igual nos dois idiomas (a marcação é guardada sob ele).',
    title:
      'O rótulo curto ao lado da caixa: o que está feito, como uma afirmação ("Rotação de chave ensaiada").',
    children:
      'A explicação sob o rótulo, em Markdown, com um link para o guia que trata do assunto.',
  },
  ChecklistStorageNote: {},
  ChangelogList: {
    data: 'O changelog que o gerador da API escreve a partir de `openapi/changelog.yaml`: importe `docs/<lang>/docs/api/_data/changelog.json`.',
  },
};

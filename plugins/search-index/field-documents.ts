/**
 * Search entries finer than a section, for what integrators paste: one per
 * field of a request or response (`pix.qr_code`, `customer.document`), per
 * enum value (`refused`), per parameter and header (`Idempotency-Key`,
 * `RateLimit-Remaining`) and per webhook event (`transaction.paid`), each
 * opening the field's anchor (shared/api/field-anchors.ts).
 *
 * They come from the page data the API generator wrote (the components render
 * the same data), not from the HTML: the HTML shows one `oneOf` alternative
 * at a time. Fields that repeat across operations (the Transaction object in
 * every response) are indexed once per locale, on the first operation that
 * returns them (operationOrder), and webhook payloads add only the fields
 * no response has: repeated entries would only push
 * other results out of the suggestions.
 */
import {
  fieldAnchor,
  parameterAnchor,
  requestBodyAnchor,
  responseAnchor,
  schemaFields,
  webhookEventAnchor,
  webhookHeadersBase,
  webhookPayloadAnchor,
} from '../../shared/api/field-anchors';
import type {
  ApiOperationPageData,
  ApiParameter,
  ApiWebhookFamilyData,
  SchemaNode,
} from '../../shared/api/page-model';
import { eventElsewhere } from '../../shared/glossary';
import type { FieldKind, SearchDocument } from '../../shared/search/engine/search-document';

/** Longest description kept for a field's snippet (the index ships to every reader). */
const DESCRIPTION_LENGTH = 140;

export interface FieldPage {
  url: string;
  title: string;
  section: SearchDocument['section'];
}

function plainText(html: string | undefined): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.lastIndexOf(' ', DESCRIPTION_LENGTH);
  return `${text.slice(0, cut > 0 ? cut : DESCRIPTION_LENGTH)}…`;
}

/** A compact, language-neutral type: `string`, `integer`, `Customer`, `string[]`, `date-time`. */
export function typeLabel(node: SchemaNode): string {
  if (node.circular) return node.circular;
  if (node.types.includes('array') && node.items) return `${typeLabel(node.items)}[]`;
  if (node.name && (node.types.length === 0 || node.types.includes('object'))) return node.name;
  const base = node.types.join(' | ') || (node.variants ? 'oneOf' : 'any');
  return node.format ? `${base} (${node.format})` : base;
}

/** `card.three_ds.eci` -> it, `three_ds.eci`, `eci`. */
function pathTails(path: string): string[] {
  const segments = path.split('.');
  return segments.map((_, i) => segments.slice(i).join('.'));
}

function enumValues(node: SchemaNode): string[] {
  return (node.enum ?? []).map((value) => {
    try {
      const parsed: unknown = JSON.parse(value);
      return typeof parsed === 'string' ? parsed : value;
    } catch {
      return value;
    }
  });
}

/** Keeps the first entry of each key across the pages of a locale. */
export class FieldDocuments {
  readonly documents: SearchDocument[] = [];
  readonly #seen = new Set<string>();
  readonly #ids = new Set<string>();

  #add(
    page: FieldPage,
    key: string | null,
    entry: {
      kind: FieldKind;
      anchor: string;
      id?: string;
      path: string;
      terms: string;
      aliases?: string;
      type: string;
      text: string;
    },
  ): void {
    if (key !== null) {
      if (this.#seen.has(key)) return;
      this.#seen.add(key);
    }
    // One entry per anchor: the index refuses two documents with one id.
    const id = `${page.url}#${entry.id ?? entry.anchor}`;
    if (this.#ids.has(id)) return;
    this.#ids.add(id);
    this.documents.push({
      id,
      pageUrl: page.url,
      anchor: entry.anchor,
      title: '',
      headings: [],
      text: '',
      code: '',
      api: '',
      path: '',
      section: page.section,
      method: '',
      field: entry.terms,
      ...(entry.aliases ? { aliases: entry.aliases } : {}),
      entry: {
        kind: entry.kind,
        path: entry.path,
        type: entry.type,
        operation: page.title,
        description: entry.text,
      },
    });
  }

  #schema(page: FieldPage, node: SchemaNode, base: string, shared: string | null): void {
    for (const field of schemaFields(node, base)) {
      const type = typeLabel(field.node);
      // A list's items (`data.pix.qr_code`) and a webhook's object are the same fields.
      const key = shared === null ? null : `${shared}:${field.path.replace(/^data\./, '')}:${type}`;
      this.#add(page, key, {
        kind: 'field',
        anchor: field.anchor,
        path: field.path,
        // Found by its path and every tail of it (`qr_code` and `three_ds.eci` find theirs).
        terms: pathTails(field.path).join(' '),
        type,
        text: plainText(field.node.descriptionHtml),
      });
      for (const value of enumValues(field.node)) {
        this.#add(page, key === null ? null : `${key}=${value}`, {
          kind: 'enum',
          anchor: field.anchor,
          id: `${field.anchor}=${value}`,
          path: `${field.path} = ${value}`,
          terms: `${value} ${field.path}`,
          type,
          text: plainText(field.node.descriptionHtml),
        });
      }
    }
  }

  #parameters(page: FieldPage, parameters: ApiParameter[], base: string | undefined): void {
    for (const p of parameters) {
      const type = typeLabel(p.schema);
      const kind: FieldKind = p.in === 'header' ? 'header' : 'parameter';
      // A header means the same on every operation that sends or returns it.
      const key = kind === 'header' ? `header:${p.name.toLowerCase()}` : null;
      this.#add(page, key, {
        kind,
        anchor: fieldAnchor(parameterAnchor(p.in, base), p.name),
        path: p.name,
        terms: p.name,
        type,
        text: plainText(p.descriptionHtml ?? p.schema.descriptionHtml),
      });
    }
  }

  /** An operation page: its parameters, request body, and successful responses. */
  addOperation(page: FieldPage, data: ApiOperationPageData): void {
    this.#parameters(page, data.parameters, undefined);
    const body = data.requestBody?.content?.schema;
    if (body) this.#schema(page, body, requestBodyAnchor(), null);
    // Error responses are the same on every page; the error catalogue explains them.
    for (const response of data.responses.filter((r) => /^[23]/.test(r.status))) {
      this.#parameters(page, response.headers, responseAnchor(response.status));
      const schema = response.content?.schema;
      if (schema) this.#schema(page, schema, responseAnchor(response.status), 'response');
    }
  }

  /** A webhook guide's event family: events, delivery headers, payload fields. */
  addWebhookFamily(page: FieldPage, data: ApiWebhookFamilyData): void {
    for (const event of data.events) {
      this.#add(page, `event:${event.name}`, {
        kind: 'event',
        anchor: webhookEventAnchor(event.name),
        path: event.name,
        terms: event.name,
        // Other providers' names for the event (shared/glossary.ts) find it too.
        aliases: eventElsewhere(event.name).join(' '),
        type: 'webhook',
        text: plainText(event.descriptionHtml),
      });
    }
    this.#parameters(page, data.headers, webhookHeadersBase(data.family));
    // The payload shown is the first event's; its fields are those of every event of the family.
    const payload = data.payloads[0];
    if (payload) this.#schema(page, payload, webhookPayloadAnchor(data.family), 'response');
  }
}

/** Operations that create (POST on a collection) come first, then reads, then the rest. */
export function operationOrder(data: Pick<ApiOperationPageData, 'method' | 'path'>): number {
  const onItem = data.path.includes('{');
  if (data.method === 'post' && !onItem) return 0;
  if (data.method === 'get' && onItem) return 1;
  return 2;
}

/**
 * The data the generator hands to the API reference components, as JSON (one
 * file per page). Everything here is already localized, resolved and safe to
 * render: `*Html` fields are sanitized HTML, every other string is plain text
 * that components render as React text. Components never read the spec.
 */
import type { Lang } from '../../config/locales';
import type { CodeLine } from './code-lines';
import type { JsonSchema } from './json-schema';
import type { SandboxStep } from './sandbox-model';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';

export interface SchemaConstraint {
  kind:
    | 'minimum'
    | 'maximum'
    | 'exclusiveMinimum'
    | 'exclusiveMaximum'
    | 'multipleOf'
    | 'minLength'
    | 'maxLength'
    | 'pattern'
    | 'minItems'
    | 'maxItems'
    | 'uniqueItems'
    | 'minProperties'
    | 'maxProperties'
    | 'const';
  value: string;
}

export interface SchemaVariant {
  /** Name shown for the alternative: the discriminator value, the title or the component name. */
  label: string;
  schema: SchemaNode;
}

export interface SchemaNode {
  /** Component name or title when the schema is a named one (`Transaction`). */
  name?: string;
  /** JSON types without `null` (`['string']`, `['object']`; empty = any). */
  types: string[];
  nullable?: boolean;
  format?: string;
  descriptionHtml?: string;
  /** Allowed values, as JSON text (`"pix"`, `100`, `null`). */
  enum?: string[];
  /** JSON text. */
  default?: string;
  /** JSON text. */
  example?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  constraints?: SchemaConstraint[];
  properties?: SchemaProperty[];
  /** Schema of the values of a map (`additionalProperties`). */
  additionalProperties?: SchemaNode;
  items?: SchemaNode;
  /** `oneOf` / `anyOf`: one (or several) of named alternatives. */
  variants?: { kind: 'oneOf' | 'anyOf'; discriminator?: string; options: SchemaVariant[] };
  /** Names of the `allOf` parts merged into this schema. */
  composedOf?: string[];
  /** Set when this node repeats an ancestor (a recursive schema): its name. */
  circular?: string;
}

export interface SchemaProperty {
  name: string;
  required: boolean;
  schema: SchemaNode;
}

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: string;
  schema: SchemaNode;
  /** JSON text. */
  example?: string;
}

/** An example body on a page (pages highlight its text with shared/api/json-highlight.ts). */
export interface ApiExample extends ApiBodyExample {
  /** For an error body: its `error.code`, whose entry the example links to (`/docs/api/errors#<code>`). */
  errorCode?: string;
}

export interface ApiMediaContent {
  mediaType: string;
  schema?: SchemaNode;
  examples: ApiExample[];
}

export interface ApiRequestBody {
  required: boolean;
  descriptionHtml?: string;
  content?: ApiMediaContent;
}

export interface ApiResponse {
  /** `200`, `4XX`, `default`. */
  status: string;
  descriptionHtml?: string;
  headers: ApiParameter[];
  content?: ApiMediaContent;
}

export type CodeSampleId = 'curl' | 'node' | 'python' | 'php' | 'java' | 'go' | 'csharp' | 'ruby';

export interface ApiCodeSnippet {
  id: CodeSampleId;
  label: string;
  /** Shiki language id, for the code block's `language-*` class. */
  language: string;
  /** Highlighted code, its styles in the set's `styles` (shared/api/code-lines.ts); its text is the sample. */
  lines: CodeLine[];
}

/** Snippets for one request example (or for the request when it has no body). */
export interface ApiCodeSampleSet {
  exampleName: string;
  exampleSummary?: string;
  /** The token styles the snippets' lines refer to by index. */
  styles: string[];
  snippets: ApiCodeSnippet[];
}

/** A sample highlighted in the browser (Try it's request, while its console is open). */
export interface LiveCodeSnippet extends Omit<ApiCodeSnippet, 'lines'> {
  /** Highlighted code (HTML of the `<code>` content). */
  html: string;
}

export interface ApiServer {
  /** `production`, `sandbox` (from `x-environment`) or the server's position. */
  environment: string;
  url: string;
  description?: string;
}

export interface ApiSecurityRequirement {
  scheme: string;
  /** `http` + `bearer` -> the credential goes in `Authorization: Bearer ...`. */
  type: string;
  httpScheme?: string;
  /** Where the credential goes: a header name, or a query parameter / cookie name. */
  location: 'header' | 'query' | 'cookie';
  parameterName: string;
  descriptionHtml?: string;
}

export interface ApiTagRef {
  name: string;
  label: string;
}

export interface ApiOperationPageData {
  kind: 'operation';
  lang: Lang;
  operationId: string;
  slug: string;
  method: HttpMethod;
  path: string;
  summary: string;
  descriptionHtml?: string;
  deprecated: boolean;
  tag: ApiTagRef;
  servers: ApiServer[];
  security: ApiSecurityRequirement[];
  parameters: ApiParameter[];
  requestBody?: ApiRequestBody;
  responses: ApiResponse[];
  samples: ApiCodeSampleSet[];
}

/** A parameter as the "Try it" console validates it. */
export interface ApiTryItParameter {
  name: string;
  in: ApiParameter['in'];
  /** JSON Schema (2020-12) of the value. */
  schema: JsonSchema;
}

/** A request body example as editable JSON text. */
export interface ApiBodyExample {
  /** Key of the example in the spec (`pix`), empty for a single `example`. */
  name: string;
  summary?: string;
  /** Pretty-printed JSON. */
  json: string;
}

/**
 * What the "Try it" console needs beyond the page data, in its own file that
 * the page loads only when the reader opens the console.
 */
export interface ApiTryItData {
  /** The servers the console may call: those on the brand's API origins (the CSP allows only these). */
  servers: ApiServer[];
  /** Same order as the page's `parameters`. */
  parameters: ApiTryItParameter[];
  body?: {
    mediaType: string;
    required: boolean;
    /** JSON Schema (2020-12) of the body, when the spec has one. */
    schema?: JsonSchema;
    examples: ApiBodyExample[];
  };
  /** The credential the code samples show instead of the reader's (never printed on the page). */
  sampleCredential: string;
  /** What the in-browser simulator answers with (the third server choice); absent: no simulator. */
  simulator?: ApiSimulatorData;
}

/** One operation as the Try it simulator plays it (scripts/api/simulator-data.ts). */
export interface ApiSimulatorData {
  /**
   * `create` adds a resource, `list` pages through them, `read` finds one by its id,
   * `action` changes one (refund, capture, cancel, delivery status), `balance` and `fee`
   * answer from the session's resources and the rate card, `statement` pages through the
   * balance transactions the session's changes posted, `installments` answers the rate
   * card's installment table, `anticipation-quote` prices a payment's pending receivables,
   * `fixed` answers the example.
   */
  kind:
    | 'create'
    | 'list'
    | 'read'
    | 'action'
    | 'balance'
    | 'fee'
    | 'statement'
    | 'installments'
    | 'anticipation-quote'
    | 'fixed';
  /**
   * Where its resources are kept in the tab: the lifecycle's name (`transaction`), or
   * the path before its first parameter for a resource the lifecycle model does not know.
   */
  collection: string;
  /** Where its resources live, for one kept inside another (a chargeback in its transaction's `chargeback`). */
  within?: { collection: string; field: string };
  /** `METHOD /path`, as the lifecycle model names the operation. */
  operation: string;
  /** The success status (201, 200). */
  status: number;
  /** The success response's examples. */
  examples: unknown[];
  /** The documented error bodies, by `error.code`, with their status. */
  errors: Record<string, { status: number; body: unknown }>;
  /** The sandbox scenarios sent to this operation: the value of `field` that triggers each. */
  scenarios: SimulatorScenario[];
  /** Where new refund items, chargebacks and infractions take their fields from, by lifecycle. */
  templates: Record<string, Record<string, unknown>>;
}

export interface SimulatorScenario {
  /** The product (`cards`) it belongs to. */
  product: string;
  field: string;
  value: string | number;
  steps: SandboxStep[];
  /** A refusal instead of a resource (`invalid_pix_key`). */
  error?: string;
  /** The sandbox's follow-ups of later calls it changes (`refund: fail`). */
  followUps?: Record<string, string>;
  /** What any other value of its product's field does (`cards`: approved). */
  isDefault?: boolean;
}

export interface ApiOperationLink {
  slug: string;
  method: HttpMethod;
  path: string;
  summary: string;
  deprecated: boolean;
}

export interface ApiOverviewPageData {
  kind: 'overview';
  lang: Lang;
  title: string;
  version: string;
  /** What the API is: the spec description up to its first `##` heading. */
  introHtml?: string;
  /** The rest of the spec description (conventions), headings ready for the outline. */
  conventionsHtml?: string;
  servers: ApiServer[];
  security: ApiSecurityRequirement[];
  tags: (ApiTagRef & { descriptionHtml?: string; operations: ApiOperationLink[] })[];
  downloads: ApiDownloads;
}

/** Files published beside the pages, as site paths. */
export interface ApiDownloads {
  /** The spec (base language): `/openapi.json`, `/openapi.yaml`. */
  json: string;
  yaml: string;
  /** In the page's language: the Postman collection and environments, the Insomnia export. */
  postmanCollection: string;
  postmanEnvironments: { sandbox: string; production: string };
  insomnia: string;
}

export interface ApiWebhookEvent {
  /** Event type, e.g. `transaction.paid`. */
  name: string;
  descriptionHtml?: string;
  /** Its example body (its JSON text is also what the signature checker signs). */
  example?: ApiExample;
  /** Index in `ApiWebhookFamilyData.payloads` of this event's body schema. */
  payload: number;
}

export interface ApiWebhookFamilyData {
  lang: Lang;
  /** `transaction` for `transaction.*` events. */
  family: string;
  headers: ApiParameter[];
  payloads: SchemaNode[];
  events: ApiWebhookEvent[];
  responses: ApiResponse[];
}

/** One group of the API sidebar (a tag) per entry, in spec order. */
export interface ApiSidebarGroup {
  label: string;
  items: { text: string; slug: string; method: HttpMethod }[];
}

export type ApiSidebarData = Record<
  Lang,
  {
    overviewTitle: string;
    errorsTitle: string;
    /** The API version the reference describes (`info.version`) and the day it shipped (changelog). */
    release?: ApiRelease;
    groups: ApiSidebarGroup[];
  }
>;

export interface ApiRelease {
  version: string;
  /** YYYY-MM-DD: the first changelog entry of this version; absent when none names it. */
  date?: string;
}

/** How to treat an error code before sending the request again (`x-error-codes.*.retry`). */
export const ERROR_RETRY_KINDS = ['no', 'after-fix', 'after-wait', 'yes'] as const;
export type ErrorRetryKind = (typeof ERROR_RETRY_KINDS)[number];

/** One entry of the error catalogue: an `error.code` the API returns. */
export interface ApiErrorEntry {
  code: string;
  status: number;
  /** The error `type` of the examples (`validation_error`). */
  type?: string;
  retry: ErrorRetryKind;
  meaningHtml: string;
  causeHtml: string;
  actionHtml: string;
  /** The operations with a response example of this code. */
  operations: ApiOperationLink[];
}

/** The error catalogue page (/docs/api/errors): entries grouped by HTTP status. */
export interface ApiErrorCatalogueData {
  kind: 'errors';
  lang: Lang;
  groups: { status: number; statusText: string; entries: ApiErrorEntry[] }[];
}

/** The kind of a changelog entry (openapi/changelog.yaml). */
export type ChangeKind = 'breaking' | 'additive' | 'deprecation';

/** The changelog page data of one locale (/docs/guides/changelog). */
export interface ChangelogPageData {
  lang: Lang;
  products: { id: string; label: string }[];
  entries: {
    id: string;
    date: string;
    version?: string;
    kind: ChangeKind;
    /** The day a deprecated thing stops working (YYYY-MM-DD). */
    sunset?: string;
    products: string[];
    operations: string[];
    fields: string[];
    title: string;
    summaryHtml: string;
    migrationHtml?: string;
  }[];
  feeds: { rss: string; atom: string };
}

/**
 * The API reference as data for AI tools: what the generator publishes under
 * `<locale>/mcp/` in the built site and the MCP server (mcp/) reads, from a
 * local build or from the deployed site. Texts are the spec's Markdown in the
 * locale's language; paths are site paths (the reader makes them absolute).
 * One index per locale, one file per operation, so a reader fetches only the
 * operations it is asked about.
 */
import type { Lang } from '../../config/locales';
import type { JsonSchema } from './json-schema';
import type {
  ApiBodyExample,
  ApiParameter,
  ApiSecurityRequirement,
  ApiServer,
  ApiTryItData,
  CodeSampleId,
  ErrorRetryKind,
} from './page-model';
import type { SandboxStep } from './sandbox-model';

export const AGENT_DATA_FORMAT = 1;

/** Site path of a locale's index (`prefix` is '' or '/en'). */
export function agentIndexPath(prefix: string): string {
  return `${prefix}/mcp/index.json`;
}

/** Site path of an operation's file. */
export function agentOperationPath(prefix: string, slug: string): string {
  return `${prefix}/mcp/operations/${slug}.json`;
}

/** Site path of a webhook event's file (`transaction.paid` is a safe file name). */
export function agentEventPath(prefix: string, name: string): string {
  return `${prefix}/mcp/events/${name}.json`;
}

export interface AgentOperationSummary {
  operationId: string;
  slug: string;
  /** Upper case: `POST`. */
  method: string;
  path: string;
  summary: string;
  deprecated: boolean;
  /** The tag's label in this language. */
  tag: string;
  /** Site path of the reference page. */
  page: string;
  /** Site path of the operation's file. */
  data: string;
}

export interface AgentError {
  code: string;
  status: number;
  type?: string;
  retry: ErrorRetryKind;
  /** Markdown. */
  meaning: string;
  cause: string;
  action: string;
  /** Site path of the catalogue entry (`/docs/api/errors#code`). */
  page: string;
  /** The operations with a documented response of this code. */
  operations: { operationId: string; method: string; path: string; summary: string }[];
}

export interface AgentScenario {
  id: string;
  /** The magic value, as it goes in the request field. */
  value: string | number;
  summary: string;
  description?: string;
  /** The status the API answers with, and where the resource ends up. */
  status: string;
  finalStatus: string;
  reason?: { field: string; value: string };
  steps: SandboxStep[];
}

export interface AgentScenarioProduct {
  id: string;
  title: string;
  description?: string;
  operationId: string;
  method: string;
  path: string;
  /** Dotted path of the request body field that carries the value. */
  field: string;
  /** Site path of the product on the Test data page. */
  page: string;
  scenarios: AgentScenario[];
}

/** A webhook event the API sends (the spec's `webhooks`). */
export interface AgentEventSummary {
  /** `transaction.paid`. */
  name: string;
  operationId: string;
  /** `transaction` for `transaction.*` events: its guide is `/docs/webhook/<family>`. */
  family: string;
  /** Markdown: when it is sent. */
  description?: string;
  /** Site path of the event in its webhook guide (`/docs/webhook/transaction#event.transaction.paid`). */
  page: string;
  /** Site path of the event's file. */
  data: string;
}

export interface AgentEvent extends Omit<AgentEventSummary, 'data'> {
  format: typeof AGENT_DATA_FORMAT;
  lang: Lang;
  /** The headers every delivery carries (`webhook-id`, `webhook-timestamp`, `webhook-signature`). */
  headers: AgentParameter[];
  payload: { mediaType: string; schema?: JsonSchema; examples: ApiBodyExample[] };
  /** What the endpoint answers (any 2xx acknowledges it). */
  responses: { status: string; description?: string }[];
}

export interface AgentIndex {
  format: typeof AGENT_DATA_FORMAT;
  lang: Lang;
  /** `info.version` of the contract. */
  apiVersion: string;
  /** The API's servers (sandbox, production): a request URL on one of them names an operation. */
  servers: ApiServer[];
  operations: AgentOperationSummary[];
  events: AgentEventSummary[];
  errors: AgentError[];
  scenarios: AgentScenarioProduct[];
}

export interface AgentParameter {
  name: string;
  in: ApiParameter['in'];
  required: boolean;
  deprecated: boolean;
  description?: string;
  /** JSON Schema (2020-12) with the spec's descriptions and examples. */
  schema: JsonSchema;
}

export interface AgentResponse {
  /** `200`, `4XX`, `default`. */
  status: string;
  description?: string;
  headers: AgentParameter[];
  mediaType?: string;
  schema?: JsonSchema;
  examples: (ApiBodyExample & { errorCode?: string })[];
}

export interface AgentOperation extends Omit<AgentOperationSummary, 'data'> {
  format: typeof AGENT_DATA_FORMAT;
  lang: Lang;
  description?: string;
  servers: ApiServer[];
  security: Omit<ApiSecurityRequirement, 'descriptionHtml'>[];
  parameters: AgentParameter[];
  requestBody?: {
    mediaType: string;
    required: boolean;
    description?: string;
    schema?: JsonSchema;
    examples: ApiBodyExample[];
  };
  responses: AgentResponse[];
  /** The request of the first example, in each language of the reference page. */
  samples: { id: CodeSampleId; label: string; language: string; code: string }[];
  /** What the Try it console validates and sends with: the same data, for the same simulator. */
  tryIt: { parameters: ApiParameter[]; data: ApiTryItData };
}

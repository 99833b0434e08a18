/**
 * The Try it console's send, without the page: the request is built, checked
 * and answered by the console's own modules (theme/components/api/try-it/):
 * `buildRequest`, the schema checks its Send runs first, then the simulator's
 * entry point `sendToSimulator`, which keeps its state in memory when there
 * is no sessionStorage (here: for the life of the server, as a tab keeps it).
 * This file only turns an agent's HTTP request into the console's inputs.
 */
import type { AgentOperation } from '../shared/api/agent-model';
import type { ApiParameter } from '../shared/api/page-model';
import { parameterKey, parameterValue } from '../theme/components/api/try-it/parameter-values';
import { buildRequest } from '../theme/components/api/try-it/request-building';
import {
  checkJsonBody,
  displayPath,
  type ProblemMessage,
  validateAgainstSchema,
} from '../theme/components/api/try-it/request-validation';
import type { SendOutcome } from '../theme/components/api/try-it/send-request';
import { sendToSimulator } from '../theme/components/api/try-it/simulator/simulate-send';
import { fitsTemplate } from './operation-match';

export interface AgentRequest {
  method: string;
  /** The request path (template filled in) with its query string. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body?: string;
}

export type SimulateOutcome =
  | { kind: 'problems'; problems: { where: string; message: ProblemMessage }[] }
  | { kind: 'answer'; outcome: Extract<SendOutcome, { kind: 'response' }> }
  | { kind: 'no-simulator' };

function header(headers: Record<string, string>, name: string): string | undefined {
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return found?.[1];
}

/** What the console's form would hold for this request: each parameter's text, by key. */
function formValues(operation: AgentOperation, request: AgentRequest): Record<string, string> {
  const values: Record<string, string> = {};
  const template = operation.path.split('/').filter(Boolean);
  const actual = request.path.split('/').filter(Boolean);
  template.forEach((part, i) => {
    const name = /^\{([^}]+)\}$/.exec(part)?.[1];
    if (name !== undefined) values[`path:${name}`] = decodeURIComponent(actual[i] ?? '');
  });
  for (const p of operation.tryIt.parameters) {
    if (p.in === 'query' && request.query.has(p.name))
      values[parameterKey(p)] = request.query.getAll(p.name).join(',');
    const value = p.in === 'header' ? header(request.headers, p.name) : undefined;
    if (value !== undefined) values[parameterKey(p)] = value;
  }
  return values;
}

/** The checks the console's Send runs before anything goes out. */
function problemsOf(
  operation: AgentOperation,
  values: Record<string, string>,
  bodyText: string,
): { where: string; message: ProblemMessage }[] {
  const { data } = operation.tryIt;
  const problems: { where: string; message: ProblemMessage }[] = [];
  operation.tryIt.parameters.forEach((p: ApiParameter) => {
    const text = values[parameterKey(p)] ?? '';
    const where = `${p.in} ${p.name}`;
    if (text === '') {
      if (p.required) problems.push({ where, message: { key: 'tryItErrorRequired' } });
      return;
    }
    const schema = data.parameters.find((s) => s.in === p.in && s.name === p.name)?.schema;
    if (schema === undefined) return;
    for (const found of validateAgainstSchema(schema, parameterValue(text, p.schema)))
      problems.push({ where, message: found.message });
  });
  if (data.body && /json/i.test(data.body.mediaType)) {
    const body = checkJsonBody(bodyText, {
      required: data.body.required,
      ...(data.body.schema !== undefined ? { schema: data.body.schema } : {}),
    });
    if (!body.ok)
      for (const found of body.problems)
        problems.push({
          where: `body ${displayPath(found.pointer)}`.trim(),
          message: found.message,
        });
  }
  return problems;
}

export function simulateRequest(operation: AgentOperation, request: AgentRequest): SimulateOutcome {
  const { data } = operation.tryIt;
  const simulator = data.simulator;
  if (!simulator || !fitsTemplate(operation.path, request.path)) return { kind: 'no-simulator' };
  const values = formValues(operation, request);
  const bodyText = request.body ?? '';
  const problems = problemsOf(operation, values, bodyText);
  if (problems.length > 0) return { kind: 'problems', problems };

  const security = operation.security[0];
  const authorization = header(request.headers, 'authorization');
  const bearer = authorization ? /^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim() : undefined;
  const built = buildRequest({
    method: operation.method.toLowerCase() as Parameters<typeof buildRequest>[0]['method'],
    // The simulator stands for the sandbox (the console's samples use it too).
    serverUrl:
      data.servers.find((s) => s.environment === 'sandbox')?.url ?? data.servers[0]?.url ?? '',
    path: operation.path,
    parameters: operation.tryIt.parameters,
    values,
    ...(security ? { security } : {}),
    credential: bearer ?? '',
    ...(data.body ? { body: { mediaType: data.body.mediaType, text: bodyText } } : {}),
  });
  // A credential in another form goes as written: the simulator refuses it as the API would.
  if (authorization !== undefined && bearer === undefined)
    built.headers.push({ name: 'Authorization', value: authorization });
  const outcome = sendToSimulator(built, {
    path: operation.path,
    data: simulator,
    authenticated: security !== undefined,
  });
  if (outcome.kind !== 'response') return { kind: 'no-simulator' };
  return { kind: 'answer', outcome };
}

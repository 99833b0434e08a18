/**
 * API reference figures: the generator on the real spec; on a synthetic spec
 * of 500 operations (written here) the generator, the full site build and its
 * peak memory, to see how the cost grows with the size of the API; and, in
 * the dev server, how long a spec edit takes to reach the open page.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { stringify } from 'yaml';
import { brand } from '../../config/brand';
import { webhookFamilyGuides } from '../../shared/api/webhook-guides';
import { copySite, unlinkGuideApiReferences } from '../../tests/support/site-copy';
import { errorDocUrl } from '../api/error-catalogue';
import { mb, type Row, seconds } from './format';
import { measureProcess } from './measure-process';

const GENERATOR = ['node_modules/.bin/tsx', 'scripts/generate-api-pages.ts'];

const errorStatuses = [400, 401, 404, 422] as const;
type ErrorStatus = (typeof errorStatuses)[number];
const errorCodes: Record<ErrorStatus, string> = {
  400: 'synthetic_bad_request',
  401: 'synthetic_unauthorized',
  404: 'synthetic_not_found',
  422: 'synthetic_unprocessable',
};

/** A valid spec with `count` operations over `count / 5` resources, with schemas, examples and errors. */
export function syntheticSpec(count: number): { spec: object; overlay: object } {
  const resources = Math.ceil(count / 5);
  const paths: Record<string, Record<string, object>> = {};
  const schemas: Record<string, object> = {};
  const tags: object[] = [];
  // One error response per status, each with a declared code (the generator checks the
  // examples against the error catalogue: code declared, same status, doc_url to its entry).
  const error = (status: ErrorStatus) => ({ $ref: `#/components/responses/Error${status}` });
  let made = 0;
  for (let r = 0; r < resources && made < count; r++) {
    const name = `Resource${r}`;
    const tag = `Group${Math.floor(r / 5)}`;
    if (r % 5 === 0) tags.push({ name: tag, description: `Operations of ${tag}.` });
    schemas[name] = {
      type: 'object',
      description: `A ${name}.`,
      required: ['id', 'amount'],
      properties: {
        id: { type: 'string', description: 'Identifier.', example: `r${r}_123` },
        amount: { type: 'integer', minimum: 100, description: 'Amount in cents.', example: 15000 },
        status: { type: 'string', enum: ['pending', 'paid', 'failed'], description: 'Status.' },
        customer: { $ref: '#/components/schemas/Customer' },
        created_at: { type: 'string', format: 'date-time', description: 'Creation time.' },
      },
    };
    const ref = { $ref: `#/components/schemas/${name}` };
    const ok = { description: 'Success.', content: { 'application/json': { schema: ref } } };
    const ops: [string, string, object][] = [
      [
        'post',
        `/r${r}`,
        {
          requestBody: { required: true, content: { 'application/json': { schema: ref } } },
          responses: { '201': ok, '400': error(400), '401': error(401) },
        },
      ],
      [
        'get',
        `/r${r}`,
        {
          parameters: [{ $ref: '#/components/parameters/Page' }],
          responses: { '200': ok, '401': error(401) },
        },
      ],
      [
        'get',
        `/r${r}/{id}`,
        {
          parameters: [{ $ref: '#/components/parameters/Id' }],
          responses: { '200': ok, '404': error(404) },
        },
      ],
      [
        'patch',
        `/r${r}/{id}`,
        {
          parameters: [{ $ref: '#/components/parameters/Id' }],
          requestBody: { content: { 'application/json': { schema: ref } } },
          responses: { '200': ok, '422': error(422) },
        },
      ],
      [
        'delete',
        `/r${r}/{id}`,
        {
          parameters: [{ $ref: '#/components/parameters/Id' }],
          responses: { '204': { description: 'Deleted.' }, '404': error(404) },
        },
      ],
    ];
    for (const [method, route, op] of ops) {
      if (made >= count) break;
      // The navbar's API link points at create-transaction: the first operation keeps that id.
      const operationId =
        made === 0
          ? 'UserTransactionController_createTransaction'
          : `Synthetic_${method}${route.replace(/[^a-z0-9]+/gi, '_')}`;
      paths[route] ??= {};
      (paths[route] as Record<string, object>)[method] = {
        operationId,
        tags: [tag],
        summary: `${method.toUpperCase()} ${route}`,
        description: `Does ${method} on ${name}.`,
        ...op,
      };
      made++;
    }
  }
  const webhook = (name: string) => ({
    post: {
      summary: name,
      description: `The ${name} event.`,
      requestBody: {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Resource0' } } },
      },
      responses: { '200': { description: 'Acknowledge.' } },
    },
  });
  const spec = {
    openapi: '3.1.0',
    'x-language': 'en',
    info: {
      title: 'Synthetic API',
      version: '1.0.0',
      description: 'A synthetic API.\n\n## Conventions\n\nNone.',
    },
    servers: [
      {
        url: 'https://api.example.invalid',
        description: 'Production',
        'x-environment': 'production',
      },
      {
        url: 'https://sandbox.example.invalid',
        description: 'Sandbox',
        'x-environment': 'sandbox',
      },
    ],
    security: [{ bearerAuth: [] }],
    'x-error-codes': Object.fromEntries(
      errorStatuses.map((status) => [
        errorCodes[status],
        {
          status,
          retry: 'after-fix',
          meaning: `The request failed with ${status}.`,
          cause: 'A synthetic cause.',
          action: 'A synthetic action.',
        },
      ]),
    ),
    tags,
    paths,
    // One event of every family a guide shows: each guide imports its family's data.
    webhooks: Object.fromEntries(
      Object.keys(webhookFamilyGuides).map((family) => [
        `${family}.created`,
        webhook(`${family}.created`),
      ]),
    ),
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'Bearer key.' },
      },
      parameters: {
        Page: {
          name: 'page',
          in: 'query',
          description: 'Page.',
          schema: { type: 'integer', minimum: 1 },
        },
        Id: {
          name: 'id',
          in: 'path',
          required: true,
          description: 'Identifier.',
          schema: { type: 'string' },
        },
      },
      responses: Object.fromEntries(
        errorStatuses.map((status) => [
          `Error${status}`,
          {
            description: 'Error.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { error: { type: 'object', description: 'The error.' } },
                },
                example: {
                  error: {
                    type: 'api_error',
                    code: errorCodes[status],
                    message: 'Failed.',
                    doc_url: errorDocUrl(brand.docsUrl, errorCodes[status]),
                  },
                },
              },
            },
          },
        ]),
      ),
      schemas: {
        ...schemas,
        Customer: {
          type: 'object',
          description: 'Customer.',
          properties: {
            name: { type: 'string', description: 'Name.' },
            email: { type: 'string', format: 'email', description: 'E-mail.' },
          },
        },
      },
    },
  };
  // Wildcard translations: every text gets a pt-BR version.
  const pt = { description: 'Texto em português.' };
  const overlay = {
    overlay: '1.0.0',
    info: { title: 'pt-BR', version: '1.0.0' },
    actions: [
      {
        target: '$.info',
        update: {
          title: 'API sintética',
          description: 'Uma API sintética.\n\n## Convenções\n\nNenhuma.',
        },
      },
      { target: '$.servers[*]', update: pt },
      { target: '$.tags[*]', update: pt },
      { target: '$.paths.*.*', update: { summary: 'Operação sintética', ...pt } },
      { target: '$.paths.*.*.responses.*', update: pt },
      { target: '$.webhooks.*.post', update: pt },
      { target: '$.webhooks.*.post.responses.*', update: pt },
      { target: '$.components.securitySchemes.*', update: pt },
      { target: '$.components.parameters.*', update: pt },
      { target: '$.components.responses.*', update: pt },
      ...errorStatuses.map((status) => ({
        target: `$['x-error-codes'].${errorCodes[status]}`,
        update: {
          meaning: 'Falha sintética.',
          cause: 'Causa sintética.',
          action: 'Ação sintética.',
        },
      })),
      { target: '$.components.responses.*.content.*.schema.properties.*', update: pt },
      { target: '$.components.schemas.*', update: pt },
      { target: '$.components.schemas.*.properties.*', update: pt },
    ],
  };
  return { spec, overlay };
}

/** Time from saving a spec change to the open page showing it, in the dev server. */
async function devServerUpdate(browser: Browser): Promise<Row[]> {
  const site = await copySite();
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn('npm', ['start'], {
    cwd: site.dir,
    env: { ...process.env, PORT: String(port), NO_COLOR: '1' },
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
  });
  try {
    const url = `http://localhost:${port}/en/docs/api/user-wallet-controller-get-balance`;
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      const res = await fetch(url).catch(() => undefined);
      if (res?.ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () => document.querySelector('.ap-api-operation__path')?.textContent === '/wallet/balance',
      null,
      { timeout: 180_000 },
    );
    // Two edits: the first loads the generator's modules (no warm-up run at start any more),
    // the second is what every later edit costs.
    const rows: Row[] = [];
    for (const [label, marker] of [
      ['dev server: first spec edit -> page updated', '(edited)'],
      ['dev server: next spec edit -> page updated', '(edited again)'],
    ] as const) {
      await page.evaluate(() => {
        (window as unknown as { __benchMarker: boolean }).__benchMarker = true;
      });
      const started = Date.now();
      await site.edit('openapi/openapi.yaml', (t) =>
        t.replace(
          /Returns your balance( \(edited[^)]*\))? split by availability\./,
          `Returns your balance ${marker} split by availability.`,
        ),
      );
      await page.waitForFunction((m) => document.body.textContent?.includes(m), marker, {
        timeout: 120_000,
      });
      const ms = Date.now() - started;
      const reloaded = !(await page.evaluate(
        () => (window as unknown as { __benchMarker?: boolean }).__benchMarker,
      ));
      const generated = [
        ...output.matchAll(/\[api-reference\] generated \d+ pages in (\d+) ms/g),
      ].at(-1)?.[1];
      rows.push(
        [label, `${seconds(ms)}${reloaded ? ' (full reload)' : ' (hot update, no reload)'}`],
        ['  of which regeneration', generated ? `${generated} ms` : 'n/a'],
      );
    }
    await page.close();
    return rows;
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await site.dispose();
  }
}

export async function benchApiReference(browser: Browser): Promise<Row[]> {
  const rows: Row[] = [];
  const real = await measureProcess(GENERATOR[0] as string, GENERATOR.slice(1));
  if (real.code !== 0) throw new Error(`generator failed:\n${real.output}`);
  rows.push(['generator, real spec (10 operations), wall incl. tsx start', seconds(real.wallMs)]);
  rows.push(['  generator own time', /\((\d+ ms)\)/.exec(real.output)?.[1] ?? 'n/a']);

  const { spec, overlay } = syntheticSpec(500);
  const site = await copySite();
  try {
    rmSync(site.file('openapi'), { recursive: true, force: true });
    mkdirSync(site.file('openapi/overlays'), { recursive: true });
    writeFileSync(site.file('openapi/openapi.yaml'), stringify(spec));
    writeFileSync(site.file('openapi/overlays/pt-BR.yaml'), stringify(overlay));
    // The guides link to the real operations, which the synthetic spec does not have.
    await unlinkGuideApiReferences(site);
    const generator = await measureProcess(
      path.join(site.dir, GENERATOR[0] as string),
      [path.join(site.dir, GENERATOR[1] as string)],
      { cwd: site.dir },
    );
    if (generator.code !== 0)
      throw new Error(`generator failed on the synthetic spec:\n${generator.output}`);
    rows.push([
      'generator, synthetic spec (500 operations)',
      `${seconds(generator.wallMs)}, peak ${mb(generator.peakRssBytes)}`,
    ]);
    // The generator ran above; the guides' example check fails on a spec without their schemas.
    const build = await measureProcess(
      path.join(site.dir, 'node_modules/.bin/rspress'),
      ['build'],
      {
        cwd: site.dir,
      },
    );
    if (build.code !== 0)
      throw new Error(`build failed on the synthetic spec:\n${build.output.slice(-3000)}`);
    rows.push([
      'site build (rspress build), synthetic spec (1,002 API pages)',
      seconds(build.wallMs),
    ]);
    rows.push(['  peak memory (RSS)', mb(build.peakRssBytes)]);
  } finally {
    await site.dispose();
  }
  rows.push(...(await devServerUpdate(browser)));
  return rows;
}

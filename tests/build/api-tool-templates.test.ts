/**
 * Spec examples reach the API as written from the Postman and Insomnia
 * downloads: template syntax in them is escaped for each tool's own renderer
 * (scripts/api/template-syntax.ts). Checked with the tools' engines:
 * postman-collection's variable substitution (Postman, Newman) and Nunjucks
 * (Insomnia).
 */
import path from 'node:path';
import fc from 'fast-check';
import nunjucks from 'nunjucks';
import { Property, VariableList } from 'postman-collection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInsomniaExport } from '../../scripts/api/insomnia-export';
import { buildPostmanFiles, collectionRequests } from '../../scripts/api/postman-collection';
import {
  hasTemplateSyntax,
  insomniaLiteral,
  jsonWithoutTemplates,
  urlValueWithoutTemplates,
} from '../../scripts/api/template-syntax';
import { type ApiProject, createApiProject, projectRoot } from '../support/api-project';
import { contentRuns } from '../support/hostile-content';

/** The variables a reader's Postman or Insomnia holds: what an example must never pull in. */
const secret = 'sk_live_READER_SECRET';
const variables = new VariableList(
  undefined as never,
  [
    { key: 'apiKey', value: secret },
    { key: 'baseUrl', value: 'https://api.example' },
    { key: 'idempotencyKey', value: 'idem' },
  ] as never,
);
/** Postman's (and Newman's) `{{variable}}` substitution of a request's text. */
const postman = { replaceIn: (text: string) => Property.replaceSubstitutions(text, variables) };
const insomnia = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });
const insomniaContext = { _: { apiKey: secret, baseUrl: 'https://api.example' } };
const renderInsomnia = (text: string) => insomnia.renderString(text, insomniaContext);

const templates = [
  '{{apiKey}}',
  '{{ _.apiKey }}',
  "{{ range.constructor('return 1')() }}",
  '{% raw %}',
  '{% endraw %}',
  '{%raw%}x',
  '{# comment #}',
  '{{$guid}}',
  '{{',
  '{%',
  '}}',
  '%7B',
];
const hostileText = fc
  .array(fc.oneof(fc.string(), fc.constantFrom(...templates)), { maxLength: 6 })
  .map((parts) => parts.join(''));

describe('escaping template syntax', () => {
  it('a JSON body is the same value, with no template opener left (property)', () => {
    const json = fc
      .jsonValue()
      .chain((base) => fc.tuple(fc.constant(base), hostileText, hostileText));
    fc.assert(
      fc.property(json, ([base, key, text]) => {
        const value = { [key]: text, nested: [text, { text }], base };
        const body = jsonWithoutTemplates(JSON.stringify(value, null, 2));
        expect(JSON.parse(body)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(hasTemplateSyntax(body)).toBe(false);
        expect(postman.replaceIn(body)).toBe(body);
        expect(renderInsomnia(body)).toBe(body);
      }),
      contentRuns(300),
    );
  });

  it('Insomnia sends a literal as written, whatever it holds (property)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(renderInsomnia(insomniaLiteral(text))).toBe(text);
      }),
      contentRuns(500),
    );
  });

  it('Postman leaves an encoded URL value alone, and the server decodes it back (property)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const sent = urlValueWithoutTemplates(text);
        expect(postman.replaceIn(sent)).toBe(sent);
        // The server percent-decodes the value: it reads the same text as from the example.
        const decoded = (value: string) => value.replace(/%7B/gi, '{');
        expect(decoded(sent)).toBe(decoded(text));
      }),
      contentRuns(500),
    );
  });
});

describe('the downloads of a spec whose examples hold templates', () => {
  const key = "{{ _.apiKey }} {{apiKey}} {{ range.constructor('return 1')() }} {% raw %}";
  const spec = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    servers: [
      { url: 'https://sandbox.example', 'x-environment': 'sandbox' },
      { url: 'https://api.example', 'x-environment': 'production' },
    ],
    tags: [{ name: 'things' }],
    paths: {
      '/things/{id}': {
        post: {
          operationId: 'createThing',
          tags: ['things'],
          summary: 'Create',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: key },
            { name: 'q', in: 'query', required: true, schema: { type: 'string' }, example: key },
          ],
          requestBody: {
            content: {
              'application/json': {
                schema: { type: 'object' },
                example: { description: key, [key]: [key] },
              },
            },
          },
          responses: { '201': { description: 'Created' } },
        },
      },
    },
  };

  it('Postman (Newman) sends every example as written, not the reader’s key', async () => {
    const files = await buildPostmanFiles(spec, 'en');
    const [{ request }] = collectionRequests(files.collection) as [
      ReturnType<typeof collectionRequests>[number],
    ];
    const body = postman.replaceIn(request.body?.raw ?? '');
    expect(body).not.toContain(secret);
    expect(JSON.parse(body)).toEqual(
      spec.paths['/things/{id}'].post.requestBody.content['application/json'].example,
    );
    const query = request.url.query?.[0];
    const sent = postman.replaceIn(query?.value ?? '');
    expect(sent).toBe(urlValueWithoutTemplates(key));
    expect(sent.replace(/%7B/g, '{')).toBe(key);
  });

  it('Insomnia renders nothing of them: body, parameters and path as written', async () => {
    const exported = buildInsomniaExport(await buildPostmanFiles(spec, 'en'), 'en');
    const request = exported.resources.find((r) => r._type === 'request') as unknown as {
      url: string;
      body: { text: string };
      parameters: { name: string; value: string }[];
    };
    const body = renderInsomnia(request.body.text);
    expect(body).not.toContain(secret);
    expect(JSON.parse(body)).toEqual(
      spec.paths['/things/{id}'].post.requestBody.content['application/json'].example,
    );
    expect(renderInsomnia(request.parameters[0]?.value ?? '')).toBe(key);
    const url = renderInsomnia(request.url);
    expect(url).not.toContain(secret);
    expect(decodeURIComponent(url.split('/things/')[1] ?? '')).toBe(key);
  });
});

describe('the downloads made from the hostile-strings fixture', () => {
  let project: ApiProject;
  beforeAll(async () => {
    project = createApiProject(path.join(projectRoot, 'tests/fixtures/api/hostile'));
    await project.generate();
  });
  afterAll(() => project.dispose());

  const output = (suffix: string) => {
    const found = [...project.outputs()].find(([file]) => file.endsWith(suffix));
    if (!found) throw new Error(`no generated file ends with ${suffix}`);
    return found[1];
  };

  it('no request of either tool pulls in a variable or runs an expression', () => {
    const collection = JSON.parse(output('en/postman/acme-pay.postman_collection.json'));
    const exported = JSON.parse(output('en/insomnia/acme-pay.insomnia.json'));
    const example = (body: string) => JSON.parse(body)['<key>'];
    const written =
      "{value} {{ _.apiKey }} {{apiKey}} {{ range.constructor('return 1')() }} {% raw %} {# c #}";
    const postmanBodies = collectionRequests(collection).flatMap(({ request }) =>
      request.body?.raw ? [postman.replaceIn(request.body.raw)] : [],
    );
    expect(postmanBodies.map(example)).toContain(written);
    const insomniaBodies = (
      exported.resources as { _type: string; body?: { text?: string } }[]
    ).flatMap((r) => (r._type === 'request' && r.body?.text ? [renderInsomnia(r.body.text)] : []));
    expect(insomniaBodies.map(example)).toContain(written);
    for (const body of [...postmanBodies, ...insomniaBodies]) expect(body).not.toContain(secret);
  });
});

describe('a header example with template syntax', () => {
  it('is refused at its line: Postman has no escape for headers', async () => {
    const project = createApiProject();
    try {
      project.edit('openapi/openapi.yaml', (text) =>
        text.replace('example: 5f0c8a62-3b7e-4d1a-9c55-2e8f7b1d6a40', "example: '{{apiKey}}'"),
      );
      const line =
        project
          .read('openapi/openapi.yaml')
          .split('\n')
          .findIndex((l) => l.includes("'{{apiKey}}'")) + 1;
      await expect(project.generate()).rejects.toThrow(
        new RegExp(
          `openapi/openapi\\.yaml: line ${line}, column \\d+.*: a header example holds template syntax`,
        ),
      );
    } finally {
      project.dispose();
    }
  });
});

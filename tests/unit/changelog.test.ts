/**
 * The API changelog (openapi/changelog.yaml) and the release check: the spec
 * compared with the last release record (openapi/released/) must announce
 * every breaking change with an entry, and ship it in a new major version.
 * The generator stopping on such a change: tests/build/api-generator.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import {
  breakingChanges,
  checkReleaseChanges,
  latestRelease,
} from '../../scripts/api/breaking-changes';
import { type Changelog, readChangelog } from '../../scripts/api/changelog';
import { readYamlSource } from '../../scripts/api/yaml-source';
import { projectRoot } from '../support/api-project';

/** The parts of the spec the tests change. */
interface Spec {
  info: { version: string };
  paths: Record<string, unknown>;
  components: {
    schemas: Record<
      'RefundRequest' | 'Transaction' | 'CreateCashoutRequest',
      { required?: string[]; properties: Record<string, unknown> }
    >;
  };
}

const root = projectRoot;
const spec = () => readYamlSource(path.join(root, 'openapi/openapi.yaml'), 'openapi/openapi.yaml');
const release = latestRelease(path.join(root, 'openapi/released'));
const released = () =>
  readYamlSource(release?.file ?? '', path.relative(root, release?.file ?? ''))
    .data as unknown as Spec;
const changelog = (): Changelog => {
  const { changelog, problems } = readChangelog(
    readYamlSource(path.join(root, 'openapi/changelog.yaml'), 'openapi/changelog.yaml'),
  );
  expect(problems).toEqual([]);
  return changelog;
};

/** A release record of openapi/released/ by its version. */
const releaseRecord = (version: string) =>
  readYamlSource(
    path.join(root, `openapi/released/${version}.yaml`),
    `openapi/released/${version}.yaml`,
  ).data as unknown as Spec;

/** The release check on a (changed) copy of the spec, against the last release or `against`. */
function check(current: Spec, log: Changelog = changelog(), against?: string) {
  const located = spec();
  return checkReleaseChanges({
    released: {
      version: against ?? release?.version ?? '',
      file: 'openapi/released/x.yaml',
      data: against ? releaseRecord(against) : released(),
    },
    current: {
      version: String(current.info.version),
      file: 'openapi/openapi.yaml',
      data: current,
      locate: located.locate,
    },
    changelog: log,
    changelogFile: 'openapi/changelog.yaml',
  });
}

/** The parts the webhook tests change. */
interface SpecWithWebhooks {
  info: { version: string };
  webhooks: Record<string, unknown>;
  components: {
    parameters: Record<string, { name: string; schema: { pattern?: string } }>;
    schemas: Record<'Cashout', { properties: Record<string, unknown> }> &
      Record<'CashoutStatus', { enum: string[] }>;
  };
}

/** The release check of `current` against `base` taken as the release (same version). */
function checkFrom(base: SpecWithWebhooks, current: SpecWithWebhooks, log: Changelog) {
  return checkReleaseChanges({
    released: { version: base.info.version, file: 'openapi/released/x.yaml', data: base },
    current: {
      version: current.info.version,
      file: 'openapi/openapi.yaml',
      data: current,
      locate: spec().locate,
    },
    changelog: log,
    changelogFile: 'openapi/changelog.yaml',
  });
}

/** The changelog without its breaking entries (they would announce the planted change). */
function withoutBreakingEntries(): Changelog {
  const log = changelog();
  return { ...log, entries: log.entries.filter((e) => e.kind !== 'breaking') };
}

/**
 * A breaking change to an operation no 2.0.0 entry announces (the status split
 * already announces the refund operation): a cash-out needs a description.
 */
function withRequiredCashoutDescription(): Spec {
  const current = structuredClone(spec().data) as unknown as Spec;
  current.components.schemas.CreateCashoutRequest.required = ['amount', 'pix_key', 'description'];
  return current;
}

/** A breaking change: the refund amount becomes required. */
function withRequiredRefundAmount(): Spec {
  const current = structuredClone(spec().data) as unknown as Spec;
  current.components.schemas.RefundRequest.required = ['amount'];
  return current;
}

describe('the changelog file', () => {
  it('is valid, newest first, every entry in both languages', () => {
    const log = changelog();
    expect(log.entries.length).toBeGreaterThanOrEqual(5);
    const dates = log.entries.map((e) => e.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const entry of log.entries) {
      expect(entry.title.en && entry.title['pt-BR'], entry.id).toBeTruthy();
      if (entry.kind !== 'additive') expect(entry.migration, entry.id).toBeDefined();
    }
  });

  it('names file, line and reason for each defect', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'changelog-'));
    const file = path.join(dir, 'changelog.yaml');
    const text = stringify({
      products: { pix: { en: 'Pix', 'pt-BR': 'Pix' } },
      entries: [
        {
          id: 'Bad Id',
          date: '2026-02-30',
          kind: 'breaking',
          products: ['cards'],
          operations: ['POST transactions'],
          title: { en: 'T' },
          summary: { en: 'S', 'pt-BR': 'S' },
        },
      ],
    });
    writeFileSync(file, text);
    const { problems } = readChangelog(readYamlSource(file, 'openapi/changelog.yaml'));
    rmSync(dir, { recursive: true });
    const messages = problems.map((p) => `${p.file}: ${p.location}: ${p.reason}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^openapi\/changelog\.yaml: line \d+, column \d+ \(\/entries\/0\/id\): "id" must be lower-case-with-dashes$/,
        ),
        expect.stringMatching(/\(\/entries\/0\/date\): "date" must be a day written YYYY-MM-DD/),
        expect.stringMatching(/\(\/entries\/0\/products\/0\): unknown product "cards"/),
        expect.stringMatching(/\(\/entries\/0\/operations\/0\): "POST transactions" must be/),
        expect.stringMatching(/\(\/entries\/0\/title\): "title" has no pt-BR text/),
        expect.stringMatching(
          /\(\/entries\/0\/migration\): "migration" must have a text per language/,
        ),
      ]),
    );
  });
});

describe('deprecations and their sunset', () => {
  it('dates the end of /v1: deprecated with 2.0.0, stops answering on 2027-11-30', () => {
    const entry = changelog().entries.find((e) => e.id === 'v1-deprecation');
    expect(entry).toMatchObject({
      kind: 'deprecation',
      date: '2026-11-24',
      version: '2.0.0',
      sunset: '2027-11-30',
    });
    expect(entry?.title.en).toMatch(/^\/v1 is deprecated/);
    expect(entry?.migration?.['pt-BR']).toContain(
      '/docs/guides/changelog#transaction-status-split',
    );
  });

  it('refuses a sunset on another kind of entry, before its date, or not a day', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'changelog-'));
    const file = path.join(dir, 'changelog.yaml');
    const entry = (id: string, kind: string, sunset: string) => ({
      id,
      date: '2026-11-24',
      kind,
      sunset,
      products: ['pix'],
      operations: ['all'],
      title: { en: 'T', 'pt-BR': 'T' },
      summary: { en: 'S', 'pt-BR': 'S' },
      migration: { en: 'M', 'pt-BR': 'M' },
    });
    writeFileSync(
      file,
      stringify({
        products: { pix: { en: 'Pix', 'pt-BR': 'Pix' } },
        entries: [
          entry('a', 'breaking', '2027-01-01'),
          entry('b', 'deprecation', '2026-11-01'),
          entry('c', 'deprecation', 'soon'),
        ],
      }),
    );
    const { problems } = readChangelog(readYamlSource(file, 'openapi/changelog.yaml'));
    rmSync(dir, { recursive: true });
    expect(problems.map((p) => `${p.location}: ${p.reason}`)).toEqual([
      expect.stringMatching(
        /\(\/entries\/0\/sunset\): "sunset" belongs to a deprecation entry only$/,
      ),
      expect.stringMatching(
        /\(\/entries\/1\/sunset\): "sunset" \(2026-11-01\) must come after the entry's date \(2026-11-24\)$/,
      ),
      expect.stringMatching(/\(\/entries\/2\/sunset\): "sunset" must be a day written YYYY-MM-DD$/),
    ]);
  });
});

// The comparison resolves every $ref of both specs: about a second, more on a loaded machine.
describe('the release check', { timeout: 60_000 }, () => {
  it('has a release record older than or equal to the spec, and the spec passes it', () => {
    expect(release?.version).toBe('2.0.0');
    expect(check(spec().data as unknown as Spec)).toEqual([]);
  });

  it('classifies a new required body field, a removed operation and a removed response field as breaking', () => {
    const current = withRequiredRefundAmount();
    delete current.paths['/wallet/balance'];
    delete current.components.schemas.Transaction.properties.refunded_amount;
    const operations = new Set(breakingChanges(released(), current).map((c) => c.operation));
    expect(operations).toContain('POST /transactions/{id}/refund');
    expect(operations).toContain('GET /wallet/balance');
    expect(operations).toContain('GET /transactions/{id}');
    // Additions are not breaking.
    const added = structuredClone(spec().data) as unknown as Spec;
    added.components.schemas.Transaction.properties.note = { type: 'string' };
    expect(breakingChanges(spec().data, added)).toEqual([]);
  });

  it('does not count a readOnly mark dropped from what the API sends as breaking', () => {
    const current = structuredClone(spec().data) as unknown as Spec;
    const id = current.components.schemas.Transaction.properties.id as Record<string, unknown>;
    id.readOnly = true;
    const unmarked = structuredClone(current);
    delete (unmarked.components.schemas.Transaction.properties.id as Record<string, unknown>)
      .readOnly;
    expect(breakingChanges(current, unmarked)).toEqual([]);
  });

  it('fails on a planted breaking change without an entry, naming the operation and the line', () => {
    // Shipped as a minor release: the entry and the new major version are both missing.
    const planted = withRequiredRefundAmount();
    planted.info.version = '2.2.0';
    const problems = check(planted);
    const messages = problems.map((p) => `${p.file}: ${p.location}: ${p.reason}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^openapi\/openapi\.yaml: line \d+, column \d+ \(\/paths\/~1transactions~1\{id\}~1refund\/post\/requestBody.*\): breaking change to POST \/transactions\/\{id\}\/refund since release 2\.0\.0 .*add to openapi\/changelog\.yaml an entry with kind: breaking, version: "2\.2\.0"/,
        ),
        expect.stringMatching(
          /breaking changes since 2\.0\.0: they ship only in a new major version/,
        ),
      ]),
    );
  });

  it('passes once the change has its breaking entry and a new major version', () => {
    const current = withRequiredCashoutDescription();
    current.info.version = '3.0.0';
    const log = changelog();
    expect(check(current, log).length).toBe(1);
    const entry = {
      ...log.entries[0],
      id: 'cashout-description-required',
      date: '2027-03-01',
      version: '3.0.0',
      kind: 'breaking' as const,
      operations: ['POST /cashouts'],
      migration: { en: 'Send description.', 'pt-BR': 'Envie description.' },
    } as Changelog['entries'][number];
    expect(check(current, { ...log, entries: [entry, ...log.entries] })).toEqual([]);
    // An entry of another version does not count.
    const stale = { ...entry, version: '2.9.0' };
    expect(check(current, { ...log, entries: [stale, ...log.entries] }).length).toBe(1);
  });

  it('sees a changed webhook signature header: fails naming the file, the line and the webhook', () => {
    const base = spec().data as unknown as SpecWithWebhooks;
    const current = structuredClone(base);
    (
      current.components.parameters.WebhookSignature as { schema: { pattern?: string } }
    ).schema.pattern = '^v2,[A-Za-z0-9+/]{43}=$';
    const messages = checkFrom(base, current, withoutBreakingEntries()).map(
      (p) => `${p.file}: ${p.location}: ${p.reason}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^openapi\/openapi\.yaml: line \d+, column \d+ \(\/webhooks\/transaction\.paid\/post\/parameters\): breaking change to webhook transaction\.paid since release 2\.\d+\.\d+ \(changed header webhook-signature \(schema\.pattern\)\): add to openapi\/changelog\.yaml an entry with kind: breaking/,
        ),
        expect.stringMatching(/breaking change to webhook infraction\.closed /),
      ]),
    );
    // A header name that changes only in case is the same HTTP header.
    const recased = structuredClone(base);
    (recased.components.parameters.WebhookId as { name: string }).name = 'Webhook-Id';
    expect(breakingChanges(base, recased)).toEqual([]);
  });

  it('sees a field removed from a webhook payload, and points at that webhook', () => {
    const base = spec().data as unknown as SpecWithWebhooks;
    const current = structuredClone(base);
    delete current.components.schemas.Cashout.properties.failure_reason;
    const problems = checkFrom(base, current, withoutBreakingEntries());
    const failed = problems.find((p) => p.reason.includes('webhook cashout.failed'));
    expect(failed?.file).toBe('openapi/openapi.yaml');
    expect(failed?.location).toMatch(
      /^line \d+, column \d+ \(\/webhooks\/cashout\.failed\/post\/requestBody\/content\/application~1json\/schema\/.*failure_reason\)$/,
    );
    expect(failed?.reason).toMatch(/\[Removed\] .*failure_reason/);
  });

  it('counts a removed payload enum value as breaking, a new event type, field or value as additive', () => {
    const base = spec().data as unknown as SpecWithWebhooks;
    const removed = structuredClone(base);
    const status = removed.components.schemas.CashoutStatus;
    status.enum = status.enum.filter((v) => v !== 'canceled');
    const operations = new Set(breakingChanges(base, removed).map((c) => c.operation));
    expect(operations).toContain('webhook cashout.completed');

    const added = structuredClone(base);
    added.components.schemas.CashoutStatus.enum.push('on_hold');
    added.components.schemas.Cashout.properties.note = { type: 'string' };
    added.webhooks['cashout.on_hold'] = structuredClone(added.webhooks['cashout.failed']);
    expect(breakingChanges(base, added)).toEqual([]);
  });

  it('needs the 2.0.0 entries: the status split and the Standard Webhooks signature', () => {
    const log = changelog();
    const without = (id: string) => ({ ...log, entries: log.entries.filter((e) => e.id !== id) });
    // Release 2.0.0 against release 1.0.0, as the check saw it when 2.0.0 shipped.
    const current = releaseRecord('2.0.0');
    const split = check(current, without('transaction-status-split'), '1.0.0').map((p) => p.reason);
    expect(split).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^breaking change to GET \/transactions\/\{id\} since release 1\.0\.0/,
        ),
        expect.stringMatching(/^breaking change to POST \/transactions since release 1\.0\.0/),
      ]),
    );
    const signature = check(current, without('standard-webhooks-signature'), '1.0.0').map(
      (p) => p.reason,
    );
    expect(signature).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^breaking change to webhook cashout\.created since release 1\.0\.0 \(changed header webhook-signature/,
        ),
      ]),
    );
    for (const id of ['transaction-status-split', 'standard-webhooks-signature'])
      expect(log.entries.find((e) => e.id === id)?.migration?.en, id).toBeTruthy();
  });
});

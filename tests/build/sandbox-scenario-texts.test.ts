/**
 * The sandbox scenarios' texts need a translation like every other text of
 * the spec: the generator's contract load names the missing one. The
 * scenarios themselves: tests/unit/sandbox-scenarios.test.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../scripts/api/generate-api-reference';
import { projectRoot } from '../support/api-project';

const specText = readFileSync(path.join(projectRoot, 'openapi/openapi.yaml'), 'utf8');
const overlayText = readFileSync(path.join(projectRoot, 'openapi/overlays/pt-BR.yaml'), 'utf8');

describe('the sandbox scenarios of the contract', () => {
  it('need a translation of their texts, named by the generator', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sandbox-overlay-'));
    try {
      const overlays = path.join(root, 'overlays');
      writeFileSync(path.join(root, 'openapi.yaml'), specText);
      mkdirSync(overlays);
      writeFileSync(
        path.join(overlays, 'pt-BR.yaml'),
        overlayText.replace(
          '        card-expired:\n          summary: "Recusado: cartão vencido"\n',
          '        card-expired:\n',
        ),
      );
      await expect(loadContract(root, 'openapi.yaml', 'overlays')).rejects.toThrow(
        /overlays\/pt-BR.yaml: .*no pt-BR text for openapi.yaml line \d+, column \d+ \(\/x-sandbox-scenarios\/cards\/scenarios\/card-expired\/summary\)/,
      );
    } finally {
      rmSync(root, { recursive: true, force: true, maxRetries: 5 });
    }
  });
});

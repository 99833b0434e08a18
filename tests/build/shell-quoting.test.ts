/**
 * The webhook signature checker's curl command, run in bash: the body reaches
 * curl byte for byte. Its formatting: tests/unit/webhook-signature.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatCurl, shellQuote } from '../../theme/components/WebhookSignatureChecker/format';

const TIMESTAMP = '1795269941';

describe('the curl command of the signature checker', () => {
  const headers = { id: 'evt_1', timestamp: TIMESTAMP, signature: 'v1,abc=' };

  it('quotes for the shell so the body reaches curl byte for byte', () => {
    const tricky = `{"id":"evt_1","note":"it's $HOME \`id\` \\n ☕"}\n  `;
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
    // Run the generated command in bash with a fake curl that prints its body argument.
    const script = `curl() { while [ $# -gt 0 ]; do if [ "$1" = --data-binary ]; then printf '%s' "$2"; fi; shift; done; }\n${formatCurl(headers, tricky)}`;
    const result = spawnSync('bash', ['-c', script], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(tricky);
  });
});

// npm's postinstall: applies patches/ to node_modules with patch-package
// (upstream/rspress/README.md says why each exists). The packed tarball (the
// MCP server, `npm pack`) ships no patches/ and no patch-package: nothing to
// apply there, and its install must not fail for want of them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync(new URL('../patches', import.meta.url))) {
  const result = spawnSync('patch-package', { stdio: 'inherit', shell: true });
  process.exit(result.status ?? 1);
}

/**
 * The bundler's side of "a page imports only from the repository": whatever
 * reaches Rspack (a page, a component, a data file), every module it
 * resolves must be a file of the repository or of its packages
 * (`node_modules`, followed to where it really is), and never a URL scheme
 * the bundler could fetch or decode (`data:`, `http:`). The source check
 * (mdx-content.ts) names the page's line for the imports it can see; this
 * guard stops the rest (an import written in a component, a symbolic link
 * made after the check), so no build can publish a file of the build machine.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { isInside } from './mdx-content';

function real(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

/**
 * Why the module at `resource` may not be bundled, or undefined.
 * @param fromPackage the import is written in a package (`node_modules`) or by the bundler
 *   itself: its own `data:` URLs (icons in a stylesheet, runtime entries) are its business
 */
export function resourceProblem(
  resource: string,
  allowedDirs: readonly string[],
  fromPackage = false,
): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(resource) && !/^[a-z]:[\\/]/i.test(resource))
    return fromPackage ? undefined : 'is a URL, not a file of the repository';
  const file = resource.replace(/[?#].*$/s, '');
  if (!path.isAbsolute(file)) return undefined;
  return allowedDirs.some((dir) => isInside(dir, file))
    ? undefined
    : 'is outside the repository and its packages';
}

export function importGuardPlugin(repoRoot: string): RsbuildPlugin {
  const packages = real(path.join(repoRoot, 'node_modules'));
  const allowed = [real(repoRoot), packages];
  const guard: Rspack.RspackPluginInstance = {
    apply(compiler) {
      compiler.hooks.normalModuleFactory.tap('acmepay:import-guard', (factory) => {
        factory.hooks.afterResolve.tap('acmepay:import-guard', (data) => {
          const resource = data.createData?.resource;
          if (!resource) return;
          const issuer = data.contextInfo.issuer;
          // URLs are the site's business only in its own files: packages and the bundler's
          // own entries (no issuer) use data: URLs of theirs.
          const fromPackage =
            !issuer ||
            isInside(packages, issuer) ||
            issuer.includes(`${path.sep}node_modules${path.sep}`);
          const problem = resourceProblem(resource, allowed, fromPackage);
          if (!problem) return;
          const from = issuer ? path.relative(process.cwd(), issuer) || issuer : 'the build';
          throw new Error(
            `${from}: the import "${data.request}" ${problem} (${resource}); pages and components import only files of the repository and packages`,
          );
        });
      });
    },
  };
  return {
    name: 'acmepay:import-guard',
    setup(api) {
      api.modifyRspackConfig((config) => {
        config.plugins = [...(config.plugins ?? []), guard];
      });
    },
  };
}

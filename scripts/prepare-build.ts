/**
 * `tsx scripts/prepare-build.ts [--root DIR]`: what `npm run build` runs before Rspress
 * (`prebuild`): the API pages generator, then the examples check; exits 1 when either fails,
 * the check not run after a failed generator. One process rather than two saves a start of tsx
 * and a second load of the modules both use (the spec reader, YAML): about 1 s of a build.
 */
import { checkProjectExamples } from './check-examples';
import { generateApiPages } from './generate-api-pages';
import { rootArgument } from './lib/root-argument';

const root = rootArgument();
if (!(await generateApiPages(root)) || !(await checkProjectExamples(root))) process.exit(1);

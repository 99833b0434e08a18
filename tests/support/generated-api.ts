/**
 * The API reference generated once from the real spec, shared by every
 * build-tier file that only reads what the generator writes (page data,
 * samples, the error catalogue, the published spec). The build project's
 * global setup generates it (tests/support/generate-api-once.ts); files that
 * plant a defect still make their own project (tests/support/api-project.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { type ApiProject, copyApiProject, generatedOutputs } from './api-project';

declare module 'vitest' {
  export interface ProvidedContext {
    generatedApiDir: string;
  }
}

export interface GeneratedApi {
  dir: string;
  read: (relative: string) => string;
  /** Every generated file (relative path -> content): docs/ and .generated/. */
  outputs: () => Map<string, string>;
}

export function generatedApi(): GeneratedApi {
  const dir = inject('generatedApiDir');
  return {
    dir,
    read: (relative) => readFileSync(path.join(dir, relative), 'utf8'),
    outputs: () => generatedOutputs(dir),
  };
}

/** A throw-away copy of the generated project, to plant a defect in over the real pages. */
export function copyOfGeneratedApi(): ApiProject {
  return copyApiProject(inject('generatedApiDir'));
}

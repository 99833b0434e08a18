/**
 * Global setup of the build tier: the API reference generated once from the
 * real spec into a throw-away project, for the files that only read it
 * (tests/support/generated-api.ts), by the command the build runs (prebuild).
 */
import type { TestProject } from 'vitest/node';
import { createApiProject } from './api-project';

export default async function setup(project: TestProject) {
  const api = createApiProject();
  const { code, stderr } = await api.runCli();
  if (code !== 0) throw new Error(`the API generator failed on the real spec:\n${stderr}`);
  project.provide('generatedApiDir', api.dir);
  return () => api.dispose();
}

/**
 * Vitest global setup of the e2e project: serves the production build with the
 * same server as `npm run serve`, on a free loopback port, and hands its URL to
 * the tests (`inject('baseUrl')`).
 */
import type { TestProject } from 'vitest/node';
import { startSiteServer } from '../../scripts/serve';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startSiteServer({ dir: 'doc_build' });
  project.provide('baseUrl', server.url);
  return () => server.close();
}

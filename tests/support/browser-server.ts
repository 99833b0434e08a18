/**
 * Vitest global setup of the e2e project: one Chromium for every test file,
 * started once (a launch costs 1–3 s of a loaded 2-core machine, and there are
 * about thirty files). Files connect to it (`setupBrowser()` in browser.ts)
 * and each test still gets a fresh context of its own, so nothing leaks
 * between tests or files. A file that needs other Chromium flags (the Try it
 * tests' mock API) launches its own.
 */
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser-flags';

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}

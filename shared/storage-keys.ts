/**
 * Every key the site keeps in the reader's browser storage, in one place
 * (documented in theme/README.md, "What the site stores in the browser").
 */
export const storageKeys = {
  /** localStorage: the reader's colour mode, 'light' | 'dark' (absent: the site default). Rspress' own key. */
  colorMode: 'rspress-theme-appearance',
  /** localStorage: id of the announcement the reader closed. */
  announcementDismissed: 'ap-announcement-dismissed',
  /** localStorage: name of the docs version the reader chose ('current'). */
  docsPreferredVersion: 'ap-docs-preferred-version',
  /** localStorage: the code sample language chosen on an API page ('curl', 'python'…), for every page. */
  apiSampleLanguage: 'ap-api-sample-language',
  /** localStorage: the API server chosen on an API page ('sandbox' | 'production'). */
  apiServer: 'ap-api-server',
  /** sessionStorage: URL reloaded once after a page failed to load (guards against reload loops). */
  chunkReloadGuard: 'ap-chunk-reload',
  /** sessionStorage, one per API environment (`ap-try-it-credential:sandbox`): the key typed in "Try it". Never localStorage. */
  tryItCredential: 'ap-try-it-credential',
  /** sessionStorage: the Try it simulator's state for the tab (resources created, Idempotency-Key answers), JSON. */
  tryItSimulator: 'ap-try-it-simulator',
  /** localStorage: the ticked items of the going-live checklists, a JSON array of `<list>:<item>` ids. */
  goLiveChecklist: 'ap-go-live-checklist',
} as const;

/**
 * The components of the writers' handbook, for @rspress/plugin-api-docgen only (never imported
 * by the site): one module, so docgen builds one TypeScript program for all their props tables
 * (config/handbook.ts, `docgenBarrel`). Keep it in step with `handbookComponents`:
 * tests/build/handbook-props.test.ts compares them, and `npm run new -- component` adds the line.
 */
export { WebhookEvents } from '../api/WebhookEvents';
export { ChangelogList } from '../Changelog/ChangelogList';
export { Checklist, ChecklistItem, ChecklistStorageNote } from '../Checklist/Checklist';
export { LazyPart } from '../LazyPart/LazyPart';
export { WebhookSignatureChecker } from '../WebhookSignatureChecker/WebhookSignatureChecker';

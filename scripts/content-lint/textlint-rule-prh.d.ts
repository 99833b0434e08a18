/** textlint-rule-prh ships no types: it is a fixable textlint rule (CommonJS, `exports.default`). */
declare module 'textlint-rule-prh' {
  import type { TextlintFixableRuleModule } from '@textlint/types';

  const rule: TextlintFixableRuleModule;
  export default rule;
}

import { describe, expect, it } from 'vitest';
import { addDocgenExport } from '../../scripts/scaffold/sidebar-entry';

describe('npm run new -- component: the docgen barrel', () => {
  const barrel = "/** doc */\nexport { LazyPart } from '../LazyPart/LazyPart';\n";

  it('re-exports the new component from its file, after the others', () => {
    expect(
      addDocgenExport(barrel, { name: 'DelayedSpinner', from: '../DelayedSpinner/DelayedSpinner' }),
    ).toBe(`${barrel}export { DelayedSpinner } from '../DelayedSpinner/DelayedSpinner';\n`);
  });

  it('refuses a component it already exports', () => {
    expect(() =>
      addDocgenExport(barrel, { name: 'LazyPart', from: '../LazyPart/LazyPart' }),
    ).toThrow('already exports LazyPart');
  });
});

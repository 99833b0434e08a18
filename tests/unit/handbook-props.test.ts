/**
 * Reading the props tables @rspress/plugin-api-docgen writes. The tables of
 * the real handbook components, computed by docgen (TypeScript):
 * tests/build/handbook-props.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseDocgenTable } from '../../theme/components/handbook/docgen-table';

describe('parseDocgenTable', () => {
  it('reads escaped pipes in types and line breaks in descriptions', () => {
    const markdown = [
      '|Property|Description|Type|Default Value|',
      '|:---:|:---:|:---:|:---:|',
      '|tone|Colour&#10;of the badge|`"neutral" \\| "success"`|`\'neutral\'`|',
      '|children|What it says|`ReactNode` **(Required)**|`-`|',
    ].join('\n');
    expect(parseDocgenTable(markdown)).toEqual([
      {
        name: 'tone',
        description: 'Colour\nof the badge',
        type: '"neutral" | "success"',
        required: false,
        defaultValue: "'neutral'",
      },
      {
        name: 'children',
        description: 'What it says',
        type: 'ReactNode',
        required: true,
        defaultValue: '',
      },
    ]);
  });
});

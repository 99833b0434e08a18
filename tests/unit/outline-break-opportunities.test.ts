import { describe, expect, it } from 'vitest';
import { withBreakOpportunities } from '../../theme/components/Toc/break-opportunities';

describe('outline entries wrap identifiers at their dots and underscores', () => {
  it('adds <wbr> after each dot and underscore inside an identifier', () => {
    expect(withBreakOpportunities('<code>transaction.partially_refunded</code>')).toBe(
      '<code>transaction.<wbr>partially_<wbr>refunded</code>',
    );
  });
  it('leaves tags, attributes, sentence ends and lone marks alone', () => {
    expect(withBreakOpportunities('<a class="x_y.z">Done. Next</a>')).toBe(
      '<a class="x_y.z">Done. Next</a>',
    );
    expect(withBreakOpportunities('_ . 1.5 v2.0')).toBe('_ . 1.5 v2.0');
  });
});

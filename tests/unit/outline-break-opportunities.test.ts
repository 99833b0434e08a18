import { describe, expect, it } from 'vitest';
import { breakableParts, withBreakOpportunities } from '../../theme/logic/break-opportunities';

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
  it('cuts an identifier into the parts a line may break between', () => {
    expect(breakableParts('payment_intent.amount_capturable_updated')).toEqual([
      'payment_',
      'intent.',
      'amount_',
      'capturable_',
      'updated',
    ]);
    expect(breakableParts('AUTHORISATION')).toEqual(['AUTHORISATION']);
  });
});

/** The stored ticks of the going-live checklists: written and read back, robust to bad values. */
import { describe, expect, it } from 'vitest';
import { parseTicks, tickId, withoutList, withTick } from '../../theme/logic/checklist-ticks';

describe('checklist ticks', () => {
  it('round-trips ticks through the stored text', () => {
    let stored = withTick(new Set(), tickId('pix', 'e2e-reconciliation'), true);
    stored = withTick(parseTicks(stored), tickId('cards', '3ds'), true);
    expect(stored).toBe('["cards:3ds","pix:e2e-reconciliation"]');
    expect([...parseTicks(stored)].sort()).toEqual(['cards:3ds', 'pix:e2e-reconciliation']);
    expect(withTick(parseTicks(stored), 'cards:3ds', false)).toBe('["pix:e2e-reconciliation"]');
    expect(withTick(parseTicks('["cards:3ds"]'), 'cards:3ds', false)).toBeNull();
  });

  it('unticks one list only', () => {
    const ticks = parseTicks('["cards:3ds","cards:declines","pix:med"]');
    expect(withoutList(ticks, 'cards')).toBe('["pix:med"]');
    expect(withoutList(parseTicks('["cards:3ds"]'), 'cards')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"pix:med":true}'],
    ['a number', '42'],
    ['null', null],
  ])('reads %s as nothing ticked', (_name, stored) => {
    expect(parseTicks(stored).size).toBe(0);
  });

  it('drops entries that are not tick ids', () => {
    expect([...parseTicks('["pix:med", 3, "<script>", "a:b:c", ""]')]).toEqual(['pix:med']);
  });
});

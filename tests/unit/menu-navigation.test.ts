import { describe, expect, it } from 'vitest';
import { menuMove } from '../../theme/components/MenuButton/menu-navigation';

const labels = ['Português (Brasil)', 'English', 'Español'];

describe('menu keyboard navigation (APG menu)', () => {
  it('arrows move and wrap around', () => {
    expect(menuMove('ArrowDown', 0, labels)).toEqual({ kind: 'focus', index: 1 });
    expect(menuMove('ArrowDown', 2, labels)).toEqual({ kind: 'focus', index: 0 });
    expect(menuMove('ArrowUp', 0, labels)).toEqual({ kind: 'focus', index: 2 });
    // Nothing focused yet (-1): ArrowDown goes to the first entry.
    expect(menuMove('ArrowDown', -1, labels)).toEqual({ kind: 'focus', index: 0 });
  });

  it('Home/End and PageUp/PageDown jump to the ends', () => {
    expect(menuMove('Home', 1, labels)).toEqual({ kind: 'focus', index: 0 });
    expect(menuMove('End', 0, labels)).toEqual({ kind: 'focus', index: 2 });
    expect(menuMove('PageUp', 2, labels)).toEqual({ kind: 'focus', index: 0 });
    expect(menuMove('PageDown', 0, labels)).toEqual({ kind: 'focus', index: 2 });
  });

  it('a letter moves to the next entry starting with it, case-insensitively, wrapping', () => {
    expect(menuMove('e', 0, labels)).toEqual({ kind: 'focus', index: 1 });
    expect(menuMove('E', 1, labels)).toEqual({ kind: 'focus', index: 2 });
    expect(menuMove('e', 2, labels)).toEqual({ kind: 'focus', index: 1 });
    expect(menuMove('p', 1, labels)).toEqual({ kind: 'focus', index: 0 });
    expect(menuMove('x', 0, labels)).toEqual({ kind: 'none' });
  });

  it('other keys and empty menus do nothing', () => {
    expect(menuMove('Enter', 0, labels)).toEqual({ kind: 'none' });
    expect(menuMove(' ', 0, labels)).toEqual({ kind: 'none' });
    expect(menuMove('ArrowDown', 0, [])).toEqual({ kind: 'none' });
  });
});

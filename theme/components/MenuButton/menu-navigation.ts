/**
 * Which menu item a key moves the focus to (WAI-ARIA APG menu button
 * pattern): arrows move and wrap, Home/End jump, a printable character moves
 * to the next item whose text starts with it. Pure, so it is unit-tested.
 */
export type MenuMove = { kind: 'focus'; index: number } | { kind: 'none' };

export function menuMove(key: string, current: number, labels: readonly string[]): MenuMove {
  const count = labels.length;
  if (count === 0) return { kind: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { kind: 'focus', index: (current + 1) % count };
    case 'ArrowUp':
      return { kind: 'focus', index: (current - 1 + count) % count };
    case 'Home':
    case 'PageUp':
      return { kind: 'focus', index: 0 };
    case 'End':
    case 'PageDown':
      return { kind: 'focus', index: count - 1 };
  }
  if (key.length === 1 && key.trim() !== '') {
    const char = key.toLocaleLowerCase();
    for (let step = 1; step <= count; step++) {
      const index = (current + step) % count;
      if ((labels[index] ?? '').trim().toLocaleLowerCase().startsWith(char)) {
        return { kind: 'focus', index };
      }
    }
  }
  return { kind: 'none' };
}

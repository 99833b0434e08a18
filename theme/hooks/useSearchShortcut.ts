import { useEffect } from 'react';

/**
 * The search boxes on screen, in mounting order. A page may show more than
 * the navbar's (the home's hero, the 404 page): the shortcut goes to one box
 * only, the last mounted, which is the page's own field when it has one.
 */
const boxes: Array<() => void> = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey)) return;
  if (event.altKey || event.shiftKey || event.isComposing) return;
  const focusBox = boxes.at(-1);
  if (!focusBox) return;
  event.preventDefault();
  focusBox();
}

/** Ctrl+K (Cmd+K on Apple keyboards) from anywhere on the page. */
export function useSearchShortcut(onShortcut: () => void): void {
  useEffect(() => {
    boxes.push(onShortcut);
    if (boxes.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      boxes.splice(boxes.lastIndexOf(onShortcut), 1);
      if (boxes.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [onShortcut]);
}

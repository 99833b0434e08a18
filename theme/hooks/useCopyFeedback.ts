import { useEffect, useRef, useState } from 'react';
import { copyText } from '../logic/clipboard';

/** How long "Copied" (or "Copy failed") stays on screen. */
const FEEDBACK_MS = 2500;

/**
 * Copies a text to the clipboard and remembers, for a moment, which of a
 * component's copy buttons did it and whether it worked (for the button's
 * label and a polite live region).
 */
export function useCopyFeedback<Target>(): {
  copied: { target: Target; ok: boolean } | null;
  copy: (target: Target, text: string) => void;
} {
  const [copied, setCopied] = useState<{ target: Target; ok: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = (target: Target, text: string) => {
    clearTimeout(timer.current);
    copyText(text).then(
      () => setCopied({ target, ok: true }),
      () => setCopied({ target, ok: false }),
    );
    timer.current = setTimeout(() => setCopied(null), FEEDBACK_MS);
  };
  return { copied, copy };
}

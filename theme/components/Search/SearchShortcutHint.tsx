import { useEffect, useState } from 'react';

/** `Ctrl K`, or `⌘ K` on Apple devices; rendered after mount (the server cannot know). */
export function SearchShortcutHint() {
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => {
    const platform =
      (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData
        ?.platform ?? navigator.platform;
    setModifier(/mac|iphone|ipad|ipod/i.test(platform) ? '⌘' : 'Ctrl');
  }, []);
  return (
    <kbd className="ap-search__hint" style={{ opacity: modifier ? 1 : 0 }}>
      {modifier ?? 'Ctrl'} K
    </kbd>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryParam } from './useQueryParam';

/** How long the URL waits after the last keystroke before it follows the box. */
export const URL_FOLLOWS_AFTER_MS = 300;

/**
 * A text box bound to a query-string parameter. The box is React state of
 * its own, so it keeps every keystroke however fast they come: writing each
 * one into the URL first (a router navigation) and reading it back lost
 * letters typed while the navigation was under way. The URL follows the box
 * once typing pauses; a URL changed from outside (a link, back/forward)
 * replaces the box.
 */
export function useQueryParamInput(name: string): [string, (value: string) => void] {
  const [fromUrl, setUrl] = useQueryParam(name);
  const [value, setValue] = useState(fromUrl);
  // What this box last wrote into the URL: the URL coming back with it is no outside change.
  const written = useRef(fromUrl);

  useEffect(() => {
    if (fromUrl === written.current) return;
    written.current = fromUrl;
    setValue(fromUrl);
  }, [fromUrl]);

  useEffect(() => {
    if (value === written.current) return;
    const timer = setTimeout(() => {
      written.current = value;
      setUrl(value);
    }, URL_FOLLOWS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value, setUrl]);

  const set = useCallback((next: string) => setValue(next), []);
  return [value, set];
}

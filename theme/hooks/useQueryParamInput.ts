import { useCallback, useEffect, useRef, useState } from 'react';
import { settledUrlValue, URL_FOLLOWS_AFTER_MS, urlEcho } from '../logic/url-echo';
import { useQueryParam } from './useQueryParam';

/**
 * A text box bound to a query-string parameter. The box is React state of
 * its own, so it keeps every keystroke however fast they come: writing each
 * one into the URL first (a router navigation) and reading it back lost
 * letters typed while the navigation was under way. The URL follows the box
 * once typing pauses; a URL changed from outside (a link, back/forward)
 * replaces the box, and the URL catching up with the box's own earlier
 * writes does not (url-echo.ts).
 */
export function useQueryParamInput(name: string): [string, (value: string) => void] {
  const [fromUrl, setUrl] = useQueryParam(name);
  const [value, setValue] = useState(fromUrl);
  // The values this box wrote that the URL has not come back with yet, oldest first.
  const pending = useRef<string[]>([]);
  const seen = useRef(fromUrl);

  useEffect(() => {
    if (fromUrl === seen.current) return;
    seen.current = fromUrl;
    const echo = urlEcho(pending.current, fromUrl);
    pending.current = echo.pending;
    if (echo.outside) setValue(fromUrl);
  }, [fromUrl]);

  useEffect(() => {
    if (value === settledUrlValue(pending.current, seen.current)) return;
    const timer = setTimeout(() => {
      pending.current = [...pending.current, value];
      setUrl(value);
    }, URL_FOLLOWS_AFTER_MS);
    return () => clearTimeout(timer);
  }, [value, setUrl]);

  const set = useCallback((next: string) => setValue(next), []);
  return [value, set];
}

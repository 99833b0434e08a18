/**
 * The inline script that starts the page's scripts once the page is painted.
 *
 * The pages are complete HTML (static rendering): what a reader needs first
 * is that HTML with its stylesheet on screen. With `<script defer>` tags,
 * the bundles (React, router, theme, hydration) download alongside the
 * stylesheet and Chromium runs them before it paints: on a phone on 4G the
 * text waits for the JavaScript to arrive and run. Here the scripts are
 * requested once the first contentful paint has happened (the
 * `first-contentful-paint` entry, delivered after the frame is on screen;
 * two animation frames where that entry is not supported), so the first paint
 * has the bandwidth and the main thread to itself; links work as plain links
 * until hydration. A hidden tab paints nothing, so there the scripts start at
 * once, and after 3 s without a reported paint they start anyway. Scripts added by a script run in insertion order when `async` is
 * false, as `defer` scripts do.
 */

/** performance.mark() set when the scripts are added (tests compare it with the first paint). */
export const SCRIPTS_START_MARK = 'ap-scripts-start';

/** Start anyway after this long without a reported paint. */
export const SCRIPTS_FALLBACK_MS = 3000;

export function loaderScript(sources: readonly string[]): string {
  return `(function () {
  var sources = ${JSON.stringify(sources)};
  var started = false;
  function start() {
    if (started) return;
    started = true;
    if (window.performance && performance.mark) performance.mark(${JSON.stringify(SCRIPTS_START_MARK)});
    for (var i = 0; i < sources.length; i++) {
      var script = document.createElement('script');
      script.src = sources[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  function afterPaint() { setTimeout(start, 0); }
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  // Safety net: a browser that never reports a paint still gets the scripts.
  setTimeout(start, ${SCRIPTS_FALLBACK_MS});
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) {
    return requestAnimationFrame(function () { requestAnimationFrame(afterPaint); });
  }
  new PerformanceObserver(function (list, observer) {
    var entries = list.getEntries();
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].name === 'first-contentful-paint') {
        observer.disconnect();
        afterPaint();
      }
    }
  }).observe({ type: 'paint', buffered: true });
})();`;
}

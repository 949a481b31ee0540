// Runs before first paint (see index.html) so a saved dark mode never flashes light.
// Same rule as web/ui/dark-mode.ts: saved 'true'/'false' wins, else the system preference.
(function () {
  try {
    var saved = window.localStorage.getItem('darkMode');
    var dark =
      saved === 'true' ||
      (saved !== 'false' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch {
    // Storage unavailable: stay light.
  }
})();

// Prerendered pages (domain/prerendered-pages.ts) name the app's script on <html data-app-entry>
// instead of linking it: their HTML reads without it, so it is fetched once the page's first paint
// is on screen (the browser's paint timing says so; a few seconds at most without it), and never
// competes with the page's first bytes on a slow connection.
(function () {
  var entry = document.documentElement.getAttribute('data-app-entry');
  if (!entry) return;
  var loaded = false;
  // Never while the page is still being read: a script added here runs as soon as it arrives
  // (from the cache, at once), and the app would find #root half parsed, draw a second page into
  // it, and the parser would then add the rest of the first (two floating buttons, seen under
  // load after a page whose scripts were cached).
  function load() {
    if (loaded) return;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', load);
      return;
    }
    loaded = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }
  setTimeout(load, 3000);
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the timer above loads it.
  }
})();

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
// instead of linking it: their HTML reads without it, so it is fetched once the parsed page has
// painted, and never competes with the page's first bytes on a slow connection.
(function () {
  var entry = document.documentElement.getAttribute('data-app-entry');
  if (!entry) return;
  function load() {
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();

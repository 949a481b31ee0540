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

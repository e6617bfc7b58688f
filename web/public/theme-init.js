// Applies the saved light/dark choice before the first paint, so the page never flashes the
// wrong colours. next-themes keeps it in sync afterwards (same `theme` key, same class).
(() => {
  try {
    const saved = localStorage.getItem('theme');
    const dark =
      saved === 'dark' || (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    const root = document.documentElement;
    root.classList.add(dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage blocked: the app picks the mode once it starts.
  }
})();

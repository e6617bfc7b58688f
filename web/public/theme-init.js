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
// Which kinds of account the server says are signed in here (its readable sign-in hints, see
// shared/api/session-hint.ts): a page pre-rendered for visitors whose address shows a signed-in
// view instead (the chat at /) stays hidden until the app has rendered that view, never flashing.
(() => {
  const kinds = [];
  for (const part of document.cookie.split(';')) {
    const hint = /^\s*(?:__Host-)?mw_(member|therapist|client)_signed_in=1\s*$/.exec(part);
    if (hint) kinds.push(hint[1]);
  }
  if (kinds.length > 0) document.documentElement.dataset.sessionHints = kinds.join(' ');
})();

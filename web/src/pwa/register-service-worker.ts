/**
 * Installs the service worker (/sw.js, written by the build: see web/build/service-worker-build.ts)
 * once the page has loaded, so it never competes with the first visit's own requests. Production
 * builds only: in development Vite serves modules that must never be cached.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, an insecure origin) simply runs without it.
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

import { type ServerConfig, serverConfig } from './server-config';

/**
 * The web app's origin: APP_ORIGIN, or `https://ROOT_DOMAIN`. Links in mail lead here, and only
 * this origin (and its portal subdomains) may send cookie-authenticated changes.
 */
export function appOrigin(config: ServerConfig = serverConfig()): URL {
  return new URL(new URL(config.APP_ORIGIN ?? `https://${config.ROOT_DOMAIN}`).origin);
}

/** An absolute link to a page of the web app, with its query parameters encoded. */
export function appLink(path: `/${string}`, query: Record<string, string> = {}): string {
  const url = new URL(path, appOrigin());
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/** A practice's client portal: the app's scheme and port on `{subdomain}.{host}`. */
export function portalLink(
  subdomain: string,
  path: `/${string}` = '/',
  query: Record<string, string> = {},
): string {
  const origin = appOrigin();
  const url = new URL(path, `${origin.protocol}//${subdomain}.${origin.host}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

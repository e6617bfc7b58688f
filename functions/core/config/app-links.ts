import { type ServerConfig, serverConfig } from './server-config';

/** The web app's origin, where links in mail lead: PUBLIC_APP_URL, or `https://ROOT_DOMAIN`. */
export function appOrigin(config: ServerConfig = serverConfig()): string {
  return config.PUBLIC_APP_URL ? new URL(config.PUBLIC_APP_URL).origin : `https://${config.ROOT_DOMAIN}`;
}

/** An absolute link to a page of the web app, with its query parameters encoded. */
export function appLink(path: `/${string}`, query: Record<string, string> = {}): string {
  const url = new URL(path, appOrigin());
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

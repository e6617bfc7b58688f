import { RESERVED_SUBDOMAINS } from '#shared/domain/practice.ts';

/**
 * Which practice's portal a host is. CloudFront serves the same app on the root domain and on
 * every `{subdomain}.{root}`; the app reads the subdomain from the hostname. The root is
 * VITE_ROOT_DOMAIN when the build sets it; otherwise `localhost`, or for another host its last two
 * labels (an AWS default host such as `d123.cloudfront.net` is never a portal). A reserved label
 * (www, api, demo, ...) is the main app, not a portal.
 */
const PORTAL_LABEL = /^[a-z0-9]{3,20}$/;
const AWS_HOSTS = /\.(cloudfront\.net|amazonaws\.com)$/;

export function portalSubdomainOf(
  hostname: string,
  rootDomain: string | undefined = import.meta.env.VITE_ROOT_DOMAIN,
): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (AWS_HOSTS.test(host)) return null;
  const root =
    rootDomain?.toLowerCase() ||
    (host.endsWith('.localhost') ? 'localhost' : host.split('.').slice(-2).join('.'));
  if (!host.endsWith(`.${root}`)) return null;
  const label = host.slice(0, -(root.length + 1));
  if (!PORTAL_LABEL.test(label) || RESERVED_SUBDOMAINS.has(label)) return null;
  return label;
}

/** The portal this page is on, from its own hostname. */
export function currentPortalSubdomain(): string | null {
  return typeof window === 'undefined' ? null : portalSubdomainOf(window.location.hostname);
}

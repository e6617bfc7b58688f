import { contentSecurityPolicy, hstsSeconds } from '#infra/lib/content-security-policy.ts';

/**
 * The headers CloudFront's response headers policy adds to the web app (infra/lib/security-headers.ts);
 * the local runtime serves the build with the same ones.
 */
export const webSecurityHeaders: Record<string, string> = {
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': `max-age=${hstsSeconds}; includeSubDomains; preload`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

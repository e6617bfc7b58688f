/**
 * The web app's Content-Security-Policy, in one place: CloudFront's response headers policy sends
 * it in AWS and the local runtime sends it locally, so a CSP problem shows before deployment.
 * (No CDK imports here: the local runtime loads this file.)
 *
 * Scripts only from the site itself. Styles also inline, because Chakra UI (emotion) injects style
 * tags at run time. Images may come from anywhere over HTTPS (therapist logos are URLs).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** HSTS for two years, as preload lists require. */
export const hstsSeconds = 2 * 365 * 24 * 60 * 60;

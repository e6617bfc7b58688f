/**
 * Security headers CloudFront adds to every response, the SPA's and the API's alike.
 */
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { contentSecurityPolicy, hstsSeconds } from './content-security-policy';

export { contentSecurityPolicy } from './content-security-policy';

/** Two years, as HSTS preload lists require. */
export const hstsMaxAge = Duration.seconds(hstsSeconds);

/**
 * `override` decides who wins when the origin sends the header too. For the site (S3) CloudFront's
 * headers always apply. For `/api/*` the API's own, stricter ones (`default-src 'none'`) win, and
 * these fill in on answers API Gateway gives by itself (404/405 mocks, throttling).
 */
export function createSecurityHeadersPolicy(
  scope: Construct,
  id: string,
  options: { override: boolean },
): ResponseHeadersPolicy {
  const { override } = options;
  return new ResponseHeadersPolicy(scope, id, {
    comment: `Mirrorwell: CSP, HSTS, nosniff, referrer policy, no framing (override ${override})`,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy, override },
      strictTransportSecurity: {
        accessControlMaxAge: hstsMaxAge,
        includeSubdomains: true,
        preload: true,
        override,
      },
      contentTypeOptions: { override },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override },
    },
  });
}

/**
 * Bundled in place of `@aws-sdk/credential-provider-node` in Lambda bundles only. A Lambda always
 * receives its role's credentials in its environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN), so the default chain's SSO, INI, process, IMDS and web-identity providers —
 * and the STS/SSO clients they bring — are dead weight that slows every cold start.
 */
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';

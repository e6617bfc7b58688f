import { describe, expect, it } from 'vitest';
import { ConfigurationError, readServerConfig } from './server-config';

describe('server configuration in production', () => {
  it('takes the session keys only by secret name, never a private key from the environment', () => {
    const deployed = readServerConfig({
      NODE_ENV: 'production',
      SESSION_SIGNING_KEY_SECRET_NAME: 'mirrorwell/session-signing-key',
      SESSION_VERIFY_KEYS_SECRET_NAME: 'mirrorwell/session-verify-keys',
    });
    expect(deployed.SESSION_SIGNING_KEY).toBeUndefined();
    expect(() => readServerConfig({ NODE_ENV: 'production', SESSION_SIGNING_KEY: '{"kty":"EC"}' })).toThrow(
      new ConfigurationError('Invalid configuration: SESSION_SIGNING_KEY (not allowed in production)'),
    );
  });

  it('never turns the Secure cookie flag off', () => {
    expect(() => readServerConfig({ NODE_ENV: 'production', COOKIE_INSECURE: 'true' })).toThrow(
      /COOKIE_INSECURE \(not allowed in production\)/,
    );
    expect(readServerConfig({ NODE_ENV: 'development', COOKIE_INSECURE: 'true' }).COOKIE_INSECURE).toBe(true);
  });

  it('never sends Stripe calls to another host, and reads empty Stripe settings as unset', () => {
    expect(() =>
      readServerConfig({ NODE_ENV: 'production', STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }),
    ).toThrow(/STRIPE_API_BASE_URL \(not allowed in production\)/);
    const copiedExample = readServerConfig({
      NODE_ENV: 'test',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_PRICE_PRO: ' ',
      STRIPE_PRICE_LIFETIME: 'price_lifetime',
    });
    expect(copiedExample.STRIPE_SECRET_KEY).toBeUndefined();
    expect(copiedExample.STRIPE_PRICE_PRO).toBeUndefined();
    expect(copiedExample.STRIPE_PRICE_LIFETIME).toBe('price_lifetime');
  });

  it('refuses an APP_ORIGIN that is not a URL, by name', () => {
    expect(() => readServerConfig({ NODE_ENV: 'test', APP_ORIGIN: 'mirrorwell' })).toThrow(
      'Invalid configuration: APP_ORIGIN',
    );
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import type { RouteDefinition } from '#shared/api/routes.ts';
import { AppError } from '#shared/errors.ts';
import { isPortalOrigin, requireOwnOrigin } from './own-origin';
import type { RequestInfo } from './request-info';

const memberChange: RouteDefinition = {
  method: 'POST',
  path: '/api/chat',
  handler: 'chat/send-chat-message',
  access: 'member',
  uses: ['sessions:verify'],
};
const clientChange: RouteDefinition = {
  ...memberChange,
  path: '/api/portal/chat',
  access: 'client',
  portals: true,
};
const cookie = { '__Host-mw_client_session': 'token' };

function request(headers: Record<string, string>, cookies: Record<string, string> = cookie): RequestInfo {
  return {
    requestId: 'r',
    sourceIp: '203.0.113.1',
    viewerAddress: undefined,
    originVerify: undefined,
    headers,
    cookies,
    bearerToken: undefined,
    acceptsEventStream: false,
  };
}

function refused(route: RouteDefinition, headers: Record<string, string>): boolean {
  try {
    requireOwnOrigin(route, request(headers));
    return false;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(403);
    return true;
  }
}

const original = { ROOT_DOMAIN: process.env.ROOT_DOMAIN, APP_ORIGIN: process.env.APP_ORIGIN };

beforeEach(() => {
  delete process.env.APP_ORIGIN;
  process.env.ROOT_DOMAIN = 'mirrorwell.app';
  resetServerConfig();
});
afterEach(() => {
  for (const [name, value] of Object.entries(original)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetServerConfig();
});

describe("the app's own origin", () => {
  it('is https://ROOT_DOMAIN in production; portals are its subdomains, nothing else', () => {
    expect(refused(memberChange, { origin: 'https://mirrorwell.app', 'sec-fetch-site': 'same-origin' })).toBe(
      false,
    );
    for (const origin of [
      'https://evil.example',
      'http://mirrorwell.app',
      'https://mirrorwell.app:8443',
      'https://mirrorwell.app.evil.example',
      'https://evilmirrorwell.app',
      'null',
    ]) {
      expect(refused(memberChange, { origin })).toBe(true);
    }
    expect(isPortalOrigin('https://calm-practice.mirrorwell.app')).toBe(true);
    expect(isPortalOrigin('https://a.b.mirrorwell.app')).toBe(false);
    expect(isPortalOrigin('http://calm-practice.mirrorwell.app')).toBe(false);
    expect(isPortalOrigin('https://calm-practice.mirrorwell.app/path')).toBe(false);
  });

  it('lets portals reach only the routes the table opens to them', () => {
    const fromPortal = { origin: 'https://calm-practice.mirrorwell.app', 'sec-fetch-site': 'same-site' };
    expect(refused(clientChange, fromPortal)).toBe(false);
    expect(refused(memberChange, fromPortal)).toBe(true);
    expect(refused(clientChange, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBe(
      true,
    );
  });

  it('locally is APP_ORIGIN, with portals on {sub}.localhost at the same port', () => {
    process.env.ROOT_DOMAIN = 'localhost';
    process.env.APP_ORIGIN = 'http://localhost:3000';
    resetServerConfig();
    expect(refused(memberChange, { origin: 'http://localhost:3000' })).toBe(false);
    expect(refused(memberChange, { origin: 'http://localhost:3001' })).toBe(true);
    expect(
      refused(clientChange, { origin: 'http://demo.localhost:3000', 'sec-fetch-site': 'same-site' }),
    ).toBe(false);
    expect(refused(clientChange, { origin: 'http://demo.localhost:3001' })).toBe(true);
  });

  it('is not asked of reads, nor of API clients without a cookie, except to sign in', () => {
    const foreign = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(refused({ ...memberChange, method: 'GET' }, foreign)).toBe(false);
    expect(() => requireOwnOrigin(memberChange, request(foreign, {}))).not.toThrow();
    const signIn: RouteDefinition = { ...memberChange, access: 'public', uses: ['sessions:sign'] };
    expect(() => requireOwnOrigin(signIn, request(foreign, {}))).toThrow(AppError);
    expect(() => requireOwnOrigin(signIn, request({}, {}))).not.toThrow();
  });
});

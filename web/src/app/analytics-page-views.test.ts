import { describe, expect, it } from 'vitest';
import { routePatternOf } from './analytics-page-views';

describe('page views', () => {
  it('name the route, never the practice or what was typed into an unknown address', () => {
    expect(routePatternOf('/')).toBe('/');
    expect(routePatternOf('/coupon')).toBe('/coupon');
    expect(routePatternOf('/client/login')).toBe('/client/login');
    expect(routePatternOf('/client/acme')).toBe('/client/:subdomain');
    expect(routePatternOf('/client/acme/register')).toBe('/client/:subdomain/register');
    expect(routePatternOf('/chat/acme')).toBe('/chat/:subdomain');
    expect(routePatternOf('/acme')).toBe('/:subdomain');
    expect(routePatternOf('/notes/ana@example.com/private')).toBe('/*');
  });
});

import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { APP_SHELL_FILE, prerenderedFileOf, prerenderedPageAt, prerenderedPages } from './prerendered-pages';

describe('the pre-rendered public pages', () => {
  it('include the landing, the therapist landing, safety, privacy, terms, coupon and the routing check', () => {
    const rendered = prerenderedPages.map((page) => page.path);
    for (const path of [
      paths.home,
      paths.therapistLanding,
      paths.safety,
      paths.privacy,
      paths.terms,
      paths.coupon,
      paths.workingTest,
    ]) {
      expect(rendered).toContain(path);
    }
  });

  it('keep each page in its own file, never the app shell', () => {
    expect(prerenderedFileOf('/')).toBe('index.html');
    expect(prerenderedFileOf('/safety')).toBe('safety/index.html');
    const files = prerenderedPages.map((page) => page.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files).not.toContain(APP_SHELL_FILE);
  });

  it('are found at their address, with or without a trailing slash, and nowhere else', () => {
    expect(prerenderedPageAt('/')?.file).toBe('index.html');
    expect(prerenderedPageAt('/safety/')?.path).toBe('/safety');
    expect(prerenderedPageAt('/chat')).toBeUndefined();
    expect(prerenderedPageAt('/client/jane')).toBeUndefined();
  });

  it('show members the chat at /, so a member is never shown the visitor’s landing', () => {
    expect(prerenderedPageAt('/')?.signedInView).toEqual(['member']);
  });
});

/**
 * The one synth with real bundling: every route's handler is built by NodejsFunction with the local
 * esbuild (no Docker, offline), and the bundle is byte-for-byte what the benchmark builds from
 * infra/lib/lambda-bundling.ts.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptionsFor, lambdaBundleFileName, lambdaEsbuildOptions } from '#infra/lib/lambda-bundling.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { routeKey, routes } from '#shared/api/routes.ts';
import { assemblyDirectory, buildTestApp, resourcesOfType, templateOf } from './synth-fixture';

const { api, data } = buildTestApp({
  context: {
    'aws:cdk:bundling-stacks': ['MirrorwellApi', 'MirrorwellData'],
    'aws:cdk:enable-asset-metadata': true,
  },
});
const template = templateOf(api);
const assembly = assemblyDirectory(api);
const functions = Object.values(resourcesOfType(template, 'AWS::Lambda::Function'));

function bundleOf(route: (typeof routes)[number]): string {
  const fn = functions.find((f) => String(f.Properties?.Description).startsWith(`${routeKey(route)} (`));
  const assetPath = String(fn?.Metadata?.['aws:asset:path']);
  return path.join(assembly, assetPath, lambdaBundleFileName);
}

describe('Lambda bundling (local esbuild, as deployed)', () => {
  it('bundles every route as one minified ESM module with a source map, the AWS SDK inside', () => {
    expect(functions).toHaveLength(routes.length);
    for (const route of routes) {
      const code = readFileSync(bundleOf(route), 'utf8');
      expect(code.startsWith(lambdaEsbuildOptions.banner.js), routeKey(route)).toBe(true);
      expect(code).toMatch(/\/\/# sourceMappingURL=index\.mjs\.map\s*$/);
      expect(code).toMatch(/export\{[^}]*\bas handler\b[^}]*\};/);
      // Nothing is left to load from the runtime's node_modules, and the unused credential chain is gone.
      expect(/from\s*["']@aws-sdk\//.test(code), `${routeKey(route)} imports the SDK at run time`).toBe(
        false,
      );
      expect(
        code.includes('@aws-sdk/credential-provider-sso'),
        `${routeKey(route)} carries the SSO chain`,
      ).toBe(false);
      expect(readFileSync(`${bundleOf(route)}.map`, 'utf8')).toContain('"mappings"');
    }
  });

  it('bundles the session-key generator of the data stack the same way, with node:crypto and jose inside', () => {
    const generator = data.node.findChild('SessionKeys').node.findChild('Generator');
    const logicalId = data.getLogicalId(generator.node.defaultChild as CfnElement);
    const resource = resourcesOfType(templateOf(data), 'AWS::Lambda::Function')[logicalId];
    const code = readFileSync(
      path.join(
        assemblyDirectory(data),
        String(resource?.Metadata?.['aws:asset:path']),
        lambdaBundleFileName,
      ),
      'utf8',
    );
    expect(code.startsWith(lambdaEsbuildOptions.banner.js)).toBe(true);
    expect(code).toMatch(/export\{[^}]*\bas handler\b[^}]*\};/);
    expect(/from\s*["']@aws-sdk\//.test(code)).toBe(false);
    expect(code).toContain('generateKeyPairSync');
  });

  it('produces exactly the bundle the benchmark measures', async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'mirrorwell-bundle-'));
    for (const route of routes) {
      const outfile = path.join(scratch, route.handler, lambdaBundleFileName);
      await build(esbuildOptionsFor(path.join(repoRoot, 'functions', 'api', `${route.handler}.ts`), outfile));
      expect(readFileSync(bundleOf(route), 'utf8'), routeKey(route)).toBe(readFileSync(outfile, 'utf8'));
    }
  });
});

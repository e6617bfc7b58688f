/**
 * The one synth with real bundling: every route's handler is built by NodejsFunction with the local
 * esbuild (no Docker, offline), and the bundle is byte-for-byte what the benchmark builds from
 * infra/lib/lambda-bundling.ts.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { CfnElement } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import {
  dataFilesNamedBy,
  esbuildOptionsFor,
  lambdaBundleFileName,
  lambdaDataFiles,
  lambdaEsbuildOptions,
} from '#infra/lib/lambda-bundling.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { routeKey, routes } from '#shared/api/routes.ts';
import { assemblyDirectory, buildTestApp, resourcesOfType, templateOf } from './synth-fixture';

const { api, data } = buildTestApp({
  context: {
    'aws:cdk:bundling-stacks': ['MirrorwellApi', 'MirrorwellData'],
    'aws:cdk:enable-asset-metadata': true,
  },
});
const runExecFile = promisify(execFile);
const template = templateOf(api);
const assembly = assemblyDirectory(api);
const functions = Object.values(resourcesOfType(template, 'AWS::Lambda::Function'));

function bundleOf(route: (typeof routes)[number]): string {
  const fn = functions.find((f) => String(f.Properties?.Description).startsWith(`${routeKey(route)} (`));
  const assetPath = String(fn?.Metadata?.['aws:asset:path']);
  return path.join(assembly, assetPath, lambdaBundleFileName);
}

/** Loads a bundle in a fresh Node process, alone in a folder (as Lambda has it): its init must not throw. */
async function loadAlone(bundle: string): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'mirrorwell-lambda-'));
  copyFileSync(bundle, path.join(folder, lambdaBundleFileName));
  await runExecFile(process.execPath, [
    '--input-type=module',
    '-e',
    // The Lambda runtime provides the `awslambda` global streaming handlers use at import.
    'globalThis.awslambda ??= { streamifyResponse: (h) => h, HttpResponseStream: { from: (s) => s } };' +
      `const m = await import(${JSON.stringify(path.join(folder, lambdaBundleFileName))}); if (typeof m.handler !== 'function') throw new Error('no handler');`,
  ]);
}

describe('Lambda bundling (local esbuild, as deployed)', () => {
  it('every bundle loads on its own, with nothing beside it to read (the lexer data of css-tree once was)', async () => {
    const failures: string[] = [];
    const queue = [...routes];
    const worker = async () => {
      for (let route = queue.shift(); route; route = queue.shift()) {
        await loadAlone(bundleOf(route)).catch((error: Error) =>
          failures.push(
            `${routeKey(route)}: ${error.message.split('\n').find((line) => line.includes('Error')) ?? error.message}`,
          ),
        );
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    expect(failures).toEqual([]);
  }, 120_000);

  it('bundles every route as one minified ESM module, the AWS SDK inside, no source map for Lambda to load', () => {
    expect(functions).toHaveLength(routes.length);
    for (const route of routes) {
      const code = readFileSync(bundleOf(route), 'utf8');
      expect(code.startsWith(lambdaEsbuildOptions.banner.js), routeKey(route)).toBe(true);
      expect(code, routeKey(route)).not.toContain('sourceMappingURL');
      expect(existsSync(`${bundleOf(route)}.map`), `${routeKey(route)}: a map beside the bundle`).toBe(false);
      expect(code).toMatch(/export\{[^}]*\bas handler\b[^}]*\};/);
      // Nothing is left to load from the runtime's node_modules, and the unused credential chain is gone.
      expect(/from\s*["']@aws-sdk\//.test(code), `${routeKey(route)} imports the SDK at run time`).toBe(
        false,
      );
      expect(
        code.includes('@aws-sdk/credential-provider-sso'),
        `${routeKey(route)} carries the SSO chain`,
      ).toBe(false);
      // zod is used through its `mini` build: the classic one brings every locale (German's here).
      expect(code.includes('Ungültige Eingabe'), `${routeKey(route)} carries zod's locales`).toBe(false);
      // The OpenAI SDK (147 KB) only where the route may call the model (its header names are its mark).
      expect(code.includes('OpenAI-Organization'), `${routeKey(route)} carries the OpenAI SDK`).toBe(
        (route.uses as readonly string[]).includes('model'),
      );
    }
  });

  /** Who must carry each data file: every chat screens messages; every practice-text save reads the classifier. */
  const carriersOf: Record<string, { must: string[]; never: string[] }> = {
    'risk-classifier-weights.bin': {
      must: [
        'POST /api/chat',
        'POST /api/guest/chat',
        'POST /api/white-label/chat',
        'POST /api/therapy/chat',
      ],
      // Routes that never screen a message, though their code once reached the classifier through
      // barrel files (functions/core/safety/index.ts).
      never: ['GET /api/health', 'GET /api/conversations', 'GET /api/auth/user', 'POST /api/auth/login'],
    },
    'practice-text-classifier-weights.bin': {
      must: ['PUT /api/therapist/branding', 'PUT /api/therapist/practice-name', 'POST /api/white-label/chat'],
      // A member's crisis reply never quotes a practice's instructions: the portal audience screens them.
      never: [
        'GET /api/health',
        'GET /api/conversations',
        'GET /api/auth/user',
        'POST /api/auth/login',
        'POST /api/chat',
        'POST /api/guest/chat',
        'POST /api/auth/register',
      ],
    },
  };

  it.each(lambdaDataFiles.map((data) => [data.fileName, data] as const))(
    'puts %s beside exactly the bundles that read it, read from beside the bundle',
    (fileName, weights) => {
      const source = readFileSync(path.join(repoRoot, weights.sourceInRepo));
      const carrying: string[] = [];
      for (const route of routes) {
        const bundle = bundleOf(route);
        const code = readFileSync(bundle, 'utf8');
        const beside = path.join(path.dirname(bundle), weights.fileName);
        const named = dataFilesNamedBy(code).includes(weights);
        expect(existsSync(beside), `${routeKey(route)}: ${fileName} beside the bundle`).toBe(named);
        if (!named) continue;
        carrying.push(routeKey(route));
        expect(readFileSync(beside).equals(source), `${routeKey(route)}: the committed ${fileName}`).toBe(
          true,
        );
        // The weights are data, not JavaScript: the bundle reads them from its own folder.
        expect(code).toMatch(
          /new URL\(`\.\/\$\{[\w$]+\}`,import\.meta\.url\)|new URL\("\.\/[\w-]+\.bin",import\.meta\.url\)/,
        );
        expect(code).not.toContain(source.subarray(0, 64).toString('base64'));
      }
      const expected = carriersOf[fileName];
      if (!expected) throw new Error(`${fileName}: say which routes must carry it`);
      expect(carrying).toEqual(expect.arrayContaining(expected.must));
      for (const route of expected.never) expect(carrying).not.toContain(route);
    },
  );

  it('compiles regular expressions straight to machine code once loaded (the first screened message)', async () => {
    const chat = routes.find((route) => routeKey(route) === 'POST /api/chat');
    if (!chat) throw new Error('no POST /api/chat in the route table');
    // V8 traces each regular expression it compiles: to bytecode (the interpreter, then a tier-up),
    // or straight to machine code.
    const { stdout } = await runExecFile(process.execPath, [
      '--trace-regexp-tier-up',
      '--input-type=module',
      '-e',
      'globalThis.awslambda ??= { streamifyResponse: (h) => h, HttpResponseStream: { from: (s) => s } };' +
        `await import(${JSON.stringify(bundleOf(chat))}); console.log('-- loaded --');` +
        "for (const text of ['so tired', 'so tired today']) text.search(/tired (?:today|now)/g);",
    ]);
    const afterLoad = stdout.slice(stdout.indexOf('-- loaded --'));
    expect(afterLoad).toContain('native code size');
    expect(afterLoad).not.toContain('bytecode size');
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
    // Builds every route again, one after another: about 25 s for 81 routes on an idle machine;
    // 100 routes on a machine at load 20 took over 120 s.
  }, 300_000);
});

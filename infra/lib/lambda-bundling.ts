/**
 * How every API Lambda is built, in one place. The ApiStack (through NodejsFunction's local esbuild
 * bundling) and the benchmark (through esbuild's JS API) both read these options, so the bundle the
 * benchmark measures is the bundle that ships.
 */

import { fileURLToPath } from 'node:url';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

export const lambdaRuntime = Runtime.NODEJS_22_X;
export const lambdaArchitecture = Architecture.ARM_64;
/** Each route's memory (and with it its CPU share) is chosen in ./lambda-memory.ts. */
export { lambdaMemoryMbFor } from './lambda-memory';
export const defaultTimeoutSeconds = 10;
/** API Gateway waits at most this long for a buffered (non-streaming) reply. */
export const bufferedTimeoutLimitSeconds = 29;
/** API Gateway keeps a streamed reply open at most this long. */
export const streamingTimeoutLimitSeconds = 900;

/**
 * Node options of the running Lambda: stack traces point at the TypeScript sources through the
 * bundled source map. The benchmark measures module init with the same options.
 */
export const lambdaNodeOptions = '--enable-source-maps';

/**
 * ESM output runs in Node as a module, where CommonJS dependencies that call `require('node:...')`
 * would fail. esbuild's `__require` helper uses a `require` in scope when there is one: this banner
 * provides it.
 */
const requireShimBanner =
  "import { createRequire as __mirrorwellCreateRequire } from 'node:module';" +
  'const require = __mirrorwellCreateRequire(import.meta.url);';

const credentialsShim = fileURLToPath(
  new URL('./lambda-shims/credentials-from-environment.ts', import.meta.url),
);

/** The one list of esbuild options for a Lambda bundle (entry and output are added per function). */
export const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  minify: true,
  treeShaking: true,
  sourcemap: true,
  sourcesContent: false,
  legalComments: 'none',
  charset: 'utf8',
  mainFields: ['module', 'main'],
  /**
   * The AWS SDK is bundled, not taken from the runtime: one tree-shaken file loads in about half
   * the time of the runtime's many SDK files (see `npm run bench`).
   */
  external: [] as string[],
  /** Lambdas get credentials from their environment: the rest of the default chain is left out. */
  alias: { '@aws-sdk/credential-provider-node': credentialsShim },
  banner: { js: requireShimBanner },
} as const satisfies BuildOptions;

/** Output file name NodejsFunction gives an ESM bundle. */
export const lambdaBundleFileName = 'index.mjs';

/** Options for esbuild's JS API: the benchmark bundles with exactly these. */
export function esbuildOptionsFor(entry: string, outfile: string): BuildOptions {
  return {
    ...lambdaEsbuildOptions,
    mainFields: [...lambdaEsbuildOptions.mainFields],
    external: [...lambdaEsbuildOptions.external],
    alias: { ...lambdaEsbuildOptions.alias },
    entryPoints: [entry],
    outfile,
    logLevel: 'warning',
  };
}

/** The same options expressed for NodejsFunction, which runs the local esbuild (never Docker). */
export function nodejsFunctionBundling(): BundlingOptions {
  const options = lambdaEsbuildOptions;
  return {
    target: options.target,
    format: OutputFormat.ESM,
    minify: options.minify,
    sourceMap: options.sourcemap,
    sourcesContent: options.sourcesContent,
    mainFields: [...options.mainFields],
    externalModules: [...options.external],
    banner: options.banner.js,
    // NodejsFunction has no flag for these (its `charset` option is not passed on to esbuild in
    // aws-cdk-lib 2.276), so they go as raw esbuild arguments.
    esbuildArgs: {
      '--tree-shaking': String(options.treeShaking),
      '--legal-comments': options.legalComments,
      '--charset': options.charset,
      ...Object.fromEntries(Object.entries(options.alias).map(([from, to]) => [`--alias:${from}`, to])),
    },
    forceDockerBundling: false,
  };
}

/**
 * How every API Lambda is built, in one place. The ApiStack (through NodejsFunction's local esbuild
 * bundling) and the benchmark (through esbuild's JS API) both read these options, so the bundle the
 * benchmark measures is the bundle that ships.
 */

import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApplicationLogLevel, Architecture, LoggingFormat, Runtime } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, type ICommandHooks, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { practiceTextWeightsFileName } from '#functions/core/practices/instruction-safety/classifier/weights-file.ts';
import { riskClassifierWeightsFileName } from '#functions/core/safety/classifier/weights-file.ts';
import {
  practiceTextClassifierDirectoryInRepo,
  repoRoot,
  safetyClassifierDirectoryInRepo,
} from './repo-paths';

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
 * ESM output runs in Node as a module, where CommonJS dependencies that call `require('node:...')`
 * would fail. esbuild's `__require` helper uses a `require` in scope when there is one: this banner
 * provides it.
 */
const requireShimBanner =
  "import { createRequire as __mirrorwellCreateRequire } from 'node:module';" +
  'const require = __mirrorwellCreateRequire(import.meta.url);';

/**
 * V8 first runs a regular expression in its bytecode interpreter and compiles it to machine code
 * only once it has run: for the safety screen's large rule patterns (170 KB of alternatives) building
 * that bytecode is most of the cost. A chat Lambda's first screened message spent 168 ms of CPU on it
 * (28 ms compiled straight to machine code; later messages the same, 0.4-1.4 ms), which at 256 MB
 * (a seventh of a vCPU) is about a second added to the first reply. So every Lambda compiles its
 * regular expressions straight to machine code. NODE_OPTIONS refuses this V8 flag, so the bundle sets
 * it before any of its code runs.
 */
const regexpStraightToMachineCodeBanner =
  "import { setFlagsFromString as __mirrorwellSetV8Flags } from 'node:v8';" +
  "__mirrorwellSetV8Flags('--no-regexp-tier-up');";

const shim = (fileName: string) => fileURLToPath(new URL(`./lambda-shims/${fileName}`, import.meta.url));

/**
 * Packages a Lambda bundle replaces with a small file of its own (infra/lib/lambda-shims), each
 * for SDK code no route runs. Proven on the bundle, not on the sources the other tests load:
 * infra/test/lambda-bundle-sdk.int.test.ts drives a bundled DynamoDB client against DynamoDB Local
 * and presigns through a bundled S3 client.
 */
const lambdaShims = {
  /** Lambdas get credentials from their environment: the rest of the default chain is left out. */
  '@aws-sdk/credential-provider-node': shim('credentials-from-environment.ts'),
  /**
   * The event-stream codec (about 18 KB, and about 3 ms of every module init here): no route calls
   * an operation that streams events, yet the protocol base class of every client names it.
   */
  '@smithy/core/event-streams': shim('event-streams-unused.ts'),
  /**
   * The cache of DynamoDB endpoint discovery (off unless configured; never here): a Map-based LRU
   * in place of mnemonist's typed-array one (7 KB).
   */
  'mnemonist/lru-cache': shim('lru-cache.ts'),
  /**
   * Web streams, which only @middy/core imports, and only for an `instanceof` on a streamed body:
   * loaded when a streamed route answers instead of at every module init (about 1.2 ms).
   */
  'node:stream/web': shim('web-streams-on-use.ts'),
};

/** The one list of esbuild options for a Lambda bundle (entry and output are added per function). */
export const lambdaEsbuildOptions = {
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  minify: true,
  treeShaking: true,
  /**
   * No source map: Lambda would load it with the code (`--enable-source-maps` parses it at module
   * init, a map as large as the bundle), for stack traces the logs never print (errors are logged by
   * name and code only, functions/http/error-responses.ts).
   */
  sourcemap: false,
  legalComments: 'none',
  charset: 'utf8',
  mainFields: ['module', 'main'],
  /**
   * The AWS SDK is bundled, not taken from the runtime: one tree-shaken file starts 3-4 times
   * faster than the SDK's own package files. Measured 2026-11-29 (9 imports each, in a fresh Node,
   * with `@aws-sdk/*` and `@smithy/*` external against this repository's copy of the SDK, as the
   * runtime would load its own): GET /api/health 306 KB bundled, init median 206 ms, against 91 KB
   * and 902 ms; GET /api/conversations 313 KB, 231 ms against 97 KB, 781 ms; POST /api/chat
   * 800 KB, 343 ms against 578 KB, 761 ms (a loaded machine: the ratio, not the figures, is the
   * finding). The SDK is most of a small route's bundle (about 200 KB); it is kept for the start.
   *
   * What else a bundle carries is kept to what its route uses by the root package.json's
   * `sideEffects`: every file outside web/ and infra/ is free of import side effects, so esbuild
   * drops a module (and all it imports) when nothing of it is used, though a barrel file
   * (functions/core/safety/index.ts) names it. Without it every route that listed conversations
   * carried the OpenAI SDK and both classifiers (GET /api/conversations: 706 KB, now 313 KB).
   */
  external: [] as string[],
  alias: lambdaShims,
  banner: { js: requireShimBanner + regexpStraightToMachineCodeBanner },
} as const satisfies BuildOptions;

/** Output file name NodejsFunction gives an ESM bundle. */
export const lambdaBundleFileName = 'index.mjs';

/**
 * Data a bundle reads from beside itself at run time, never inlined into its JavaScript (which
 * would be parsed at every cold start): the safety classifier's 1.25 MB of int8 weights and the
 * practice-text classifier's 768 KB. Each file
 * is copied into exactly the bundles whose code names it, so a Lambda that never screens a message
 * does not carry it.
 */
export const lambdaDataFiles: readonly { fileName: string; sourceInRepo: string }[] = [
  {
    fileName: riskClassifierWeightsFileName,
    sourceInRepo: `${safetyClassifierDirectoryInRepo}/${riskClassifierWeightsFileName}`,
  },
  {
    fileName: practiceTextWeightsFileName,
    sourceInRepo: `${practiceTextClassifierDirectoryInRepo}/${practiceTextWeightsFileName}`,
  },
];

/** The data files this bundle's code names (see lambdaDataFiles). */
export function dataFilesNamedBy(bundleCode: string): typeof lambdaDataFiles {
  return lambdaDataFiles.filter((data) => bundleCode.includes(data.fileName));
}

/** For esbuild's JS API (the benchmark): copies beside `bundle` the data files its code names. */
export function copyDataFilesBeside(bundle: string): string[] {
  const named = dataFilesNamedBy(readFileSync(bundle, 'utf8'));
  for (const data of named) {
    copyFileSync(path.join(repoRoot, data.sourceInRepo), path.join(path.dirname(bundle), data.fileName));
  }
  return named.map((data) => data.fileName);
}

/**
 * The same for NodejsFunction: shell commands run after its local esbuild, in the project root,
 * with the same test (the bundle's code names the file).
 */
export const copyDataFilesHooks: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir, outputDir) =>
    lambdaDataFiles.map(
      (data) =>
        `if grep -qF '${data.fileName}' '${outputDir}/${lambdaBundleFileName}'; ` +
        `then cp '${inputDir}/${data.sourceInRepo}' '${outputDir}/${data.fileName}'; fi`,
    ),
};

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
    commandHooks: copyDataFilesHooks,
  };
}

/**
 * What every Lambda of the app shares: runtime and architecture, JSON logs (every console line
 * carries the request id; the platform REPORT lines stay at their INFO level) and the one bundling.
 */
export function sharedLambdaProps() {
  return {
    runtime: lambdaRuntime,
    architecture: lambdaArchitecture,
    loggingFormat: LoggingFormat.JSON,
    applicationLogLevelV2: ApplicationLogLevel.INFO,
    projectRoot: repoRoot,
    depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
    bundling: nodejsFunctionBundling(),
  };
}

import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already, source maps are not fetched by pages. */
export const compressibleExtensions: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** Smaller files gain nothing from it (CloudFront leaves files under 1,000 bytes alone too). */
export const MIN_COMPRESSED_BYTES = 1000;

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_COMPRESSED_BYTES && compressibleExtensions.has(path.extname(file).toLowerCase());
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip -9) beside every text file of the build, so the
 * local runtime serves them as CloudFront would compress them, without compressing per request.
 */
export async function precompressBuild(buildDir: string): Promise<{ files: number }> {
  const candidates: string[] = [];
  for (const file of await filesUnder(buildDir)) {
    if (isCompressible(file, (await stat(file)).size)) candidates.push(file);
  }
  await Promise.all(
    candidates.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return { files: candidates.length };
}

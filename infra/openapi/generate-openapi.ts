/**
 * `npm run openapi`: writes the OpenAPI 3.1 document to functions/api/openapi/openapi.json, which
 * `GET /api/openapi.json` serves. Run it after adding or changing an endpoint; a unit test
 * (infra/openapi/openapi-document.test.ts) fails while the committed file is stale.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { generateOpenApiDocument, openApiDocumentFile } from './endpoint-contracts';

const document = await generateOpenApiDocument();
writeFileSync(openApiDocumentFile, `${JSON.stringify(document, null, 2)}\n`);
// The repository's formatter has the last word on layout, so `npm run lint` stays clean.
execFileSync(`${repoRoot}/node_modules/.bin/biome`, ['format', '--write', openApiDocumentFile], {
  cwd: repoRoot,
  stdio: 'ignore',
});
const operations = Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).length, 0);
console.log(`Wrote ${openApiDocumentFile.slice(repoRoot.length + 1)}: ${operations} operations.`);

/**
 * Reads every endpoint's contract without running it: imports each handler module the route
 * table lists and takes the contract `defineEndpoint` attached to its `handler`.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { EndpointContract } from '#functions/http/endpoint.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { type RouteDefinition, routeKey, routes } from '#shared/api/routes.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/** The generated document, bundled into the Lambda that serves it. */
export const openApiDocumentFile = `${repoRoot}/functions/api/openapi/openapi.json`;

/**
 * Streaming handlers call Lambda's `awslambda.streamifyResponse` when their module loads; outside
 * Lambda (and the local runtime, which provides its own) a stand-in lets them load.
 */
function provideLambdaStreamingGlobals(): void {
  const scope = globalThis as { awslambda?: Record<string, unknown> };
  scope.awslambda ??= {};
  scope.awslambda.streamifyResponse ??= (handler: unknown) => handler;
  scope.awslambda.HttpResponseStream ??= { from: (stream: unknown) => stream };
}

export async function loadEndpointContracts(
  table: readonly RouteDefinition[] = routes,
): Promise<EndpointContract[]> {
  provideLambdaStreamingGlobals();
  // The endpoint that serves the document imports it: a first generation needs a file to load.
  if (!existsSync(openApiDocumentFile)) writeFileSync(openApiDocumentFile, '{}\n');
  const problems: string[] = [];
  const contracts = await Promise.all(
    table.map(async (route) => {
      const file = `functions/api/${route.handler}.ts`;
      if (!existsSync(`${repoRoot}/${file}`)) {
        problems.push(`${routeKey(route)}: ${file} does not exist`);
        return undefined;
      }
      const module = (await import(`${repoRoot}/${file}`)) as { handler?: { contract?: EndpointContract } };
      const contract = module.handler?.contract;
      if (!contract) problems.push(`${routeKey(route)}: ${file} must export handler = defineEndpoint(...)`);
      else if (routeKey(contract.route) !== routeKey(route)) {
        problems.push(`${routeKey(route)}: ${file} defines ${routeKey(contract.route)} instead`);
      }
      return contract;
    }),
  );
  if (problems.length > 0) throw new Error(`Cannot read every endpoint's contract:\n${problems.join('\n')}`);
  return contracts as EndpointContract[];
}

export function packageVersion(): string {
  return (JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')) as { version: string }).version;
}

/** The document as the code stands now. */
export async function generateOpenApiDocument(): Promise<OpenApiDocument> {
  return buildOpenApiDocument(await loadEndpointContracts(), { version: packageVersion() });
}

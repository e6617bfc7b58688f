import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { lambdaMemoryMbFor } from '#infra/lib/lambda-memory.ts';
import { matchRoute, type RouteDefinition } from '#shared/api/routes.ts';
import { type IncomingApiRequest, toApiGatewayEvent } from './api-gateway-event';
import { installLambdaStreamingGlobals, isStreamingHandler, LocalResponseStream } from './lambda-streaming';

installLambdaStreamingGlobals();

/**
 * The local stand-in for API Gateway: resolves a request against the route table, builds the
 * proxy event the deployed Lambda receives, runs the very same handler module and turns its
 * result into an HTTP response. Unknown paths and wrong methods answer like the deployed API.
 */
export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

type ProxyHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const functionsDir = join(import.meta.dirname, '..', '..', 'functions', 'api');
const handlers = new Map<string, Promise<ProxyHandler>>();

function loadHandler(route: RouteDefinition): Promise<ProxyHandler> {
  let loaded = handlers.get(route.handler);
  if (!loaded) {
    loaded = import(pathToFileURL(join(functionsDir, `${route.handler}.ts`)).href).then(
      (module: { handler?: ProxyHandler }) => {
        if (typeof module.handler !== 'function')
          throw new Error(`functions/api/${route.handler}.ts has no handler`);
        return module.handler;
      },
    );
    handlers.set(route.handler, loaded);
  }
  return loaded;
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: Buffer.from(JSON.stringify(body)),
  };
}

function lambdaContext(route: RouteDefinition): Context {
  const deadline = Date.now() + (route.timeoutSeconds ?? 10) * 1000;
  const name = `mirrorwell-${route.handler.replaceAll('/', '-')}`;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: String(lambdaMemoryMbFor(route)),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Runs the request's handler and writes its reply, streamed or buffered, to `response`. */
export async function handleApiRequest(request: IncomingApiRequest, response: ServerResponse): Promise<void> {
  const pathname = new URL(request.url, 'http://local').pathname;
  const match = matchRoute(request.method, pathname);
  if (match.kind === 'found') {
    const handler = await loadHandler(match.route);
    if (isStreamingHandler(handler)) {
      const event = toApiGatewayEvent(request, match.route, match.pathParameters);
      await handler(event, new LocalResponseStream(response), lambdaContext(match.route));
      return;
    }
  }
  const result = await bufferedApiResponse(request);
  response.writeHead(result.status, result.headers);
  response.end(result.body);
}

export async function bufferedApiResponse(request: IncomingApiRequest): Promise<ApiResponse> {
  const pathname = new URL(request.url, 'http://local').pathname;
  const match = matchRoute(request.method, pathname);
  if (match.kind === 'not-found') return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  if (match.kind === 'method-not-allowed') {
    return jsonResponse(
      405,
      { message: 'Method not allowed', code: 'METHOD_NOT_ALLOWED' },
      { allow: match.allowed.join(', ') },
    );
  }
  const handler = await loadHandler(match.route);
  const event = toApiGatewayEvent(request, match.route, match.pathParameters);
  const result = await handler(event, lambdaContext(match.route));
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) {
    if (values) headers[name.toLowerCase()] = values.map(String);
  }
  return {
    status: result.statusCode,
    headers,
    body: Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8'),
  };
}

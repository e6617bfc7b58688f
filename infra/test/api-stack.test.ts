import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { methodNotAllowedBody, notFoundBody } from '#infra/lib/api-error-responses.ts';
import { accessLogFields } from '#infra/lib/api-stack.ts';
import { secretNames } from '#infra/lib/data-stack.ts';
import { lambdaMemoryMbFor } from '#infra/lib/lambda-bundling.ts';
import { type RouteDefinition, routeKey, routes } from '#shared/api/routes.ts';
import { buildTestApp, type CfnResource, resourcesOfType, templateOf } from './synth-fixture';

const { api } = buildTestApp();
const template = templateOf(api.api.stack);

type Properties = Record<string, unknown>;
const props = (resource: CfnResource | undefined): Properties => resource?.Properties ?? {};

/** `/api/auth/login` for every API Gateway resource, rebuilt from PathPart and ParentId. */
function resourcePaths(apiTemplate: Template): Map<string, string> {
  const resources = resourcesOfType(apiTemplate, 'AWS::ApiGateway::Resource');
  const paths = new Map<string, string>();
  const pathOf = (logicalId: string): string => {
    const known = paths.get(logicalId);
    if (known) return known;
    const properties = props(resources[logicalId]);
    const parent = properties.ParentId as { Ref?: string };
    const full = `${parent.Ref ? pathOf(parent.Ref) : ''}/${String(properties.PathPart)}`;
    paths.set(logicalId, full);
    return full;
  };
  for (const logicalId of Object.keys(resources)) pathOf(logicalId);
  return paths;
}

interface MethodInfo {
  path: string;
  httpMethod: string;
  integration: Properties;
  methodResponses?: Properties[];
}

function methodsOf(apiTemplate: Template): MethodInfo[] {
  const paths = resourcePaths(apiTemplate);
  return Object.values(resourcesOfType(apiTemplate, 'AWS::ApiGateway::Method')).map((method) => {
    const properties = props(method);
    const resourceRef = (properties.ResourceId as { Ref?: string }).Ref;
    return {
      path: resourceRef ? (paths.get(resourceRef) ?? '?') : '/',
      httpMethod: String(properties.HttpMethod),
      integration: properties.Integration as Properties,
      methodResponses: properties.MethodResponses as Properties[] | undefined,
    };
  });
}

function functionFor(apiTemplate: Template, method: MethodInfo): Properties | undefined {
  const functions = resourcesOfType(apiTemplate, 'AWS::Lambda::Function');
  const uri = JSON.stringify(method.integration.Uri ?? '');
  const logicalId = Object.keys(functions).find((id) => uri.includes(`"${id}"`));
  return logicalId ? props(functions[logicalId]) : undefined;
}

const functions = Object.values(resourcesOfType(template, 'AWS::Lambda::Function')).map(props);
const methods = methodsOf(template);

describe('ApiStack: one Lambda per route of shared/api/routes.ts', () => {
  it('creates exactly one function per route, arm64 on Node.js 22', () => {
    expect(functions).toHaveLength(routes.length);
    for (const fn of functions) {
      expect(fn.Architectures).toEqual(['arm64']);
      expect(fn.Runtime).toBe('nodejs22.x');
      expect(fn.Handler).toBe('index.handler');
    }
  });

  it('wires each route method to its own function through a Lambda proxy integration', () => {
    const seen = new Set<unknown>();
    for (const route of routes) {
      const method = methods.find((m) => m.path === route.path && m.httpMethod === route.method);
      expect(method, routeKey(route)).toBeDefined();
      if (!method) continue;
      expect(method.integration.Type).toBe('AWS_PROXY');
      const fn = functionFor(template, method);
      expect(fn?.Description, routeKey(route)).toBe(`${routeKey(route)} (functions/api/${route.handler}.ts)`);
      seen.add(fn);
    }
    expect(seen.size).toBe(routes.length);
  });

  it('gives each function the route timeout (default 10 s) and its measured memory', () => {
    for (const route of routes) {
      const fn = functions.find((f) => String(f.Description).startsWith(`${routeKey(route)} (`));
      const declared = (route as RouteDefinition).timeoutSeconds;
      expect(fn?.Timeout, routeKey(route)).toBe(declared ?? 10);
      expect(fn?.MemorySize, routeKey(route)).toBe(lambdaMemoryMbFor(route));
    }
  });

  it('streams every streaming route of the table, buffers the others', () => {
    for (const route of routes as readonly RouteDefinition[]) {
      const method = methods.find((m) => m.path === route.path && m.httpMethod === route.method);
      const uri = JSON.stringify(method?.integration.Uri);
      if (route.stream) {
        expect(method?.integration.ResponseTransferMode, routeKey(route)).toBe('STREAM');
        expect(uri).toContain('response-streaming-invocations');
      } else {
        expect(method?.integration.ResponseTransferMode ?? 'BUFFERED', routeKey(route)).toBe('BUFFERED');
        expect(uri).toContain('/invocations');
      }
    }
  });
});

describe('ApiStack: streaming routes', () => {
  const streamingTable = routes.map((route) =>
    route.path === '/api/modes' ? { ...route, stream: true, timeoutSeconds: 300 } : route,
  );
  const streamingApi = buildTestApp({ routes: streamingTable }).api;
  const streamingTemplate = templateOf(streamingApi);
  const streamed = methodsOf(streamingTemplate).find(
    (m) => m.path === '/api/modes' && m.httpMethod === 'GET',
  );

  it('uses response streaming on the integration, with the long streaming timeout', () => {
    expect(streamed?.integration.ResponseTransferMode).toBe('STREAM');
    expect(JSON.stringify(streamed?.integration.Uri)).toContain('/2021-11-15/functions/');
    expect(JSON.stringify(streamed?.integration.Uri)).toContain('/response-streaming-invocations');
    expect(streamed?.integration.TimeoutInMillis).toBe(300_000);
    expect(streamed && functionFor(streamingTemplate, streamed)?.Timeout).toBe(300);
  });

  it('refuses a buffered route that would outlive API Gateway’s 29 s', () => {
    const tooSlow = routes.map((route) =>
      route.path === '/api/modes' ? { ...route, timeoutSeconds: 60 } : route,
    );
    expect(() => buildTestApp({ routes: tooSlow })).toThrow(/GET \/api\/modes asks for 60 s/);
  });
});

describe('ApiStack: JSON 404 and 405 without a Lambda', () => {
  const mocks = methods.filter((m) => m.integration.Type === 'MOCK');
  const mockBody = (m: MethodInfo) =>
    ((m.integration.IntegrationResponses as Properties[])[0]?.ResponseTemplates as Properties | undefined)?.[
      'application/json'
    ];

  it('answers any unknown /api/... path with the NOT_FOUND body', () => {
    const unknown = mocks.find((m) => m.path === '/api/{proxy+}' && m.httpMethod === 'ANY');
    expect(unknown).toBeDefined();
    if (!unknown) return;
    expect(JSON.parse(String(mockBody(unknown)))).toEqual(notFoundBody);
    expect((unknown.integration.IntegrationResponses as Properties[])[0]?.StatusCode).toBe('404');
  });

  it('answers a method the table does not list on a known path with 405 and the Allow header', () => {
    const routePaths = [...new Set(routes.map((route) => route.path))];
    for (const routePath of routePaths) {
      const notAllowed = mocks.find((m) => m.path === routePath && m.httpMethod === 'ANY');
      expect(notAllowed, routePath).toBeDefined();
      if (!notAllowed) continue;
      expect(JSON.parse(String(mockBody(notAllowed)))).toEqual(methodNotAllowedBody);
      const response = (notAllowed.integration.IntegrationResponses as Properties[])[0] ?? {};
      expect(response.StatusCode).toBe('405');
      const allowed = routes.filter((route) => route.path === routePath).map((route) => route.method);
      expect((response.ResponseParameters as Properties)['method.response.header.Allow']).toBe(
        `'${allowed.join(', ')}'`,
      );
    }
  });

  it('has no more Lambdas than routes: the mocks call none', () => {
    expect(methods.filter((m) => m.integration.Type === 'AWS_PROXY')).toHaveLength(routes.length);
    expect(mocks.length).toBe(new Set(routes.map((route) => route.path)).size + 1);
  });

  it('turns API Gateway’s own refusals into JSON with a message', () => {
    const responses = Object.values(resourcesOfType(template, 'AWS::ApiGateway::GatewayResponse')).map(props);
    const byType = (type: string) => responses.find((response) => response.ResponseType === type);
    const unknownPath = byType('MISSING_AUTHENTICATION_TOKEN');
    expect(unknownPath?.StatusCode).toBe('404');
    expect(
      String((unknownPath?.ResponseTemplates as Properties | undefined)?.['application/json']),
    ).toContain('"message":"Not found","code":"NOT_FOUND"');
    for (const type of ['DEFAULT_4XX', 'DEFAULT_5XX', 'THROTTLED']) {
      const body = String((byType(type)?.ResponseTemplates as Properties | undefined)?.['application/json']);
      expect(body, type).toMatch(/^\{"message":.+,"code":"[A-Z_]+"/);
      const headers = byType(type)?.ResponseParameters as Properties | undefined;
      expect(headers?.['gatewayresponse.header.Content-Type']).toBe("'application/json'");
    }
  });
});

describe('ApiStack: configuration', () => {
  const environments = functions.map((fn) => (fn.Environment as { Variables: Properties }).Variables);

  it('passes names of secrets, never values', () => {
    for (const variables of environments) {
      const valueLike = Object.keys(variables).filter(
        (name) => /SECRET|API_KEY|PASSWORD|TOKEN|PRIVATE|KEY/.test(name) && !name.endsWith('_SECRET_NAME'),
      );
      expect(valueLike).toEqual([]);
      for (const [name, value] of Object.entries(variables)) {
        if (name.endsWith('_SECRET_NAME')) expect(Object.values(secretNames)).toContain(value);
      }
    }
    expect(JSON.stringify(environments)).not.toMatch(/JWT_SECRET/);
  });

  it('tells every function its domain and production mode', () => {
    for (const variables of environments) {
      expect(variables.NODE_ENV).toBe('production');
      expect(variables.ROOT_DOMAIN).toBe('mirrorwell.app');
    }
  });
});

/**
 * API Gateway variables that carry no request data: no query string, no path as sent (with its
 * parameters), no header or body. A new access-log field must be vetted and added here.
 */
const queryFreeContextVariables = [
  '$context.requestId',
  '$context.requestTimeEpoch',
  '$context.identity.sourceIp',
  '$context.httpMethod',
  '$context.resourcePath',
  '$context.status',
  '$context.protocol',
  '$context.responseLength',
  '$context.responseLatency',
  '$context.integration.status',
  '$context.integration.latency',
  '$context.error.message',
  '$context.integration.error',
];

describe('ApiStack: access logs', () => {
  const stage = props(Object.values(resourcesOfType(template, 'AWS::ApiGateway::Stage'))[0]);
  const format = JSON.parse(String((stage.AccessLogSetting as Properties).Format)) as Record<string, string>;

  it('logs one JSON line per request with the route template, never the path as sent or its query string', () => {
    expect(format).toEqual(accessLogFields);
    expect(format.resourcePath).toBe('$context.resourcePath');
    // Only variables that hold no request data: no query string, no path as sent, no body or header.
    const variables = Object.values(format);
    for (const variable of variables) expect(queryFreeContextVariables, variable).toContain(variable);
    expect(variables.join(' ')).not.toMatch(/querystring|\$input|requestOverride|\$context\.path\b|body/i);
  });

  it('never traces request or response data', () => {
    expect(stage.MethodSettings).toEqual([
      expect.objectContaining({ DataTraceEnabled: false, LoggingLevel: 'ERROR' }),
    ]);
    expect((stage.MethodSettings as Properties[])[0]).toMatchObject({ ThrottlingRateLimit: 100 });
  });
});

describe('ApiStack: size', () => {
  it('keeps every stack it deploys under CloudFormation’s 500 resources, with room to grow', () => {
    const stacks = [api.api.stack, ...api.functionStacks.values()];
    expect(api.functionStacks.size).toBe(4);
    for (const stack of stacks) {
      const count = Object.keys(Template.fromStack(stack).toJSON().Resources as object).length;
      // Room for about 20 more routes in each before the split needs another look.
      expect(count, `${stack.node.path} has ${count} resources`).toBeLessThan(400);
    }
  });
});

describe('ApiStack: invoke permissions', () => {
  it('lets API Gateway invoke each route’s function for that method and path only, from the function’s own stack', () => {
    expect(Object.keys(Template.fromStack(api.api.stack).findResources('AWS::Lambda::Permission'))).toEqual(
      [],
    );
    const permissions = [...api.functionStacks.values()].flatMap((stack) =>
      Object.values(resourcesOfType(Template.fromStack(stack), 'AWS::Lambda::Permission')),
    );
    expect(permissions).toHaveLength(routes.length);
    const sourcePaths = permissions.map((permission) => {
      expect(permission.Properties).toMatchObject({
        Action: 'lambda:InvokeFunction',
        Principal: 'apigateway.amazonaws.com',
      });
      // arn:aws:execute-api:region:account:{api}/*/{METHOD}{path}: the last part names the route.
      const { SourceArn } = permission.Properties as { SourceArn: { 'Fn::Join': [string, unknown[]] } };
      const parts = SourceArn['Fn::Join'][1];
      return String(parts.at(-1));
    });
    expect(sourcePaths.sort()).toEqual(
      routes.map((route) => `/*/${route.method}${route.path.replace(/\{[^}]+\}/g, '*')}`).sort(),
    );
  });
});

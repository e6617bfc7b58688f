/**
 * The REST API, generated from `shared/api/routes.ts`: one Lambda per route, a resource tree built
 * from the route paths, JSON 404/405 answers from mock integrations (no Lambda), and streaming
 * routes wired for API Gateway response streaming.
 *
 * A CloudFormation stack holds at most 500 resources, and each route costs seven (function, role,
 * policy, log group, permission, method, resource). The API itself (resources, methods, stage)
 * stays in this stack; each route's function with its role, policy, log group and API Gateway's
 * permission to invoke it lives in a nested stack for its kind of caller (public, member,
 * therapist, client), so the API can keep growing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CfnOutput, Duration, NestedStack, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  type IResource,
  LambdaIntegration,
  LogGroupLogDestination,
  type Method,
  MethodLoggingLevel,
  ResponseTransferMode,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnPermission } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { type Access, type RouteDefinition, routeKey, routes as routeTable } from '#shared/api/routes.ts';
import {
  addJsonGatewayResponses,
  addJsonMockMethod,
  methodNotAllowedBody,
  notFoundBody,
} from './api-error-responses';
import type { AppSecrets } from './data-stack';
import {
  bufferedTimeoutLimitSeconds,
  defaultTimeoutSeconds,
  lambdaMemoryMbFor,
  sharedLambdaProps,
  streamingTimeoutLimitSeconds,
} from './lambda-bundling';
import { OperationsAlarms } from './operations-alarms';
import { repoRoot } from './repo-paths';
import { type MailSettings, routeAccessFor } from './route-grants';

export interface ApiStackProps extends StackProps {
  readonly table: ITableV2;
  readonly secrets: AppSecrets;
  readonly rootDomain: string;
  /** How the routes that declare `mail` send it. */
  readonly mail: MailSettings;
  /** The premium downloads library, for the routes that declare `downloads`. */
  readonly downloadsBucket: IBucket;
  /** The route table; defaults to `shared/api/routes.ts`. Tests pass variations of it. */
  readonly routes?: readonly RouteDefinition[];
  /** Where the alarms are mailed (CDK context `alarmEmail`). */
  readonly alarmEmail?: string;
}

/** Stage name; CloudFront's API origin path follows it. */
export const apiStageName = 'prod';

/** The nested stack of each kind of caller, named for it. */
const functionStackIds: Record<Access, string> = {
  public: 'PublicRouteFunctions',
  member: 'MemberRouteFunctions',
  therapist: 'TherapistRouteFunctions',
  client: 'ClientRouteFunctions',
};

export class ApiStack extends Stack {
  readonly api: RestApi;
  /** The nested stacks that hold the route functions, one per kind of caller. */
  readonly functionStacks = new Map<Access, NestedStack>();
  /** The alarms (each route's, and the app's), their SNS topic and the dashboard. */
  readonly operations: OperationsAlarms;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.api = this.createRestApi();
    this.operations = this.createOperations(props);
    this.addRoutes(props.routes ?? routeTable, props);
    this.addUnknownPathMock();
    this.operations.addAlarmStatus();
    this.acknowledgeApiFindings();
    new CfnOutput(this, 'ApiUrl', { value: this.api.url });
  }

  /** The REST API: regional, throttled at the stage, with access logs and JSON gateway responses. */
  private createRestApi(): RestApi {
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    const api = new RestApi(this, 'Api', {
      restApiName: 'mirrorwell-api',
      description: 'Mirrorwell /api: one Lambda per route of shared/api/routes.ts.',
      // Regional: CloudFront is in front already, and edge-optimized endpoints cut streamed
      // replies after 30 s of idle time.
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      // API Gateway needs the account-level CloudWatch role to write any log.
      cloudWatchRole: true,
      deployOptions: {
        stageName: apiStageName,
        throttlingRateLimit: 100,
        throttlingBurstLimit: 200,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.custom(JSON.stringify(accessLogFields)),
        // Errors only, and never request or response bodies: messages must not reach logs.
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        metricsEnabled: false,
        tracingEnabled: false,
      },
    });
    addJsonGatewayResponses(api);
    return api;
  }

  private createOperations(props: ApiStackProps): OperationsAlarms {
    // In a nested stack of its own: the API's stack keeps its resources for routes.
    const operationsStack = new NestedStack(this, 'Operations', {
      description: 'Mirrorwell operations: alarms, their SNS topic and the dashboard',
    });
    return new OperationsAlarms(operationsStack, 'Alarms', {
      api: this.api,
      table: props.table,
      ...(props.alarmEmail ? { alarmEmail: props.alarmEmail } : {}),
    });
  }

  /**
   * Each route's method, function and alarms; then, on every path, a 405 for the methods the
   * table does not list there.
   */
  private addRoutes(routes: readonly RouteDefinition[], props: ApiStackProps): void {
    const methodsByResource = new Map<string, { resource: IResource; methods: string[] }>();
    for (const route of routes) {
      const resource = this.api.root.resourceForPath(route.path);
      const entry = methodsByResource.get(route.path) ?? { resource, methods: [] };
      if (entry.methods.includes(route.method)) throw new Error(`Route ${routeKey(route)} is listed twice`);
      entry.methods.push(route.method);
      methodsByResource.set(route.path, entry);

      const handler = this.createRouteFunction(route, props);
      this.operations.watchRoute(handler.node.scope as Construct, route, handler);
      const method = resource.addMethod(route.method, this.integrationFor(route, handler), {
        operationName: route.handler,
      });
      keepInvokePermissionBesideFunction(method, handler);
    }

    // A method the table does not list on a known path: 405 with the allowed ones. API Gateway
    // prefers a resource's explicit methods over ANY, so one ANY mock per resource covers the rest.
    for (const { resource, methods } of methodsByResource.values()) {
      addJsonMockMethod(resource, 'ANY', 405, methodNotAllowedBody, { Allow: methods.join(', ') });
    }
  }

  private acknowledgeApiFindings(): void {
    Validations.of(this.api).acknowledge(
      {
        id: 'AwsSolutions-APIG2',
        reason:
          'Requests are validated in each Lambda with the shared zod contract, which returns a human message per field.',
      },
      {
        id: 'AwsSolutions-APIG3',
        reason:
          'Throttled at the stage and rate-limited per account in the app. A WAF web ACL (cost) is an operator choice; attach it to the CloudFront distribution in front.',
      },
      {
        id: 'AwsSolutions-APIG4',
        reason:
          'Authentication is done in the Lambdas: revocable server-side sessions from an httpOnly cookie or Bearer token, three account kinds that must never mix. Public routes and the 404/405 mocks need none.',
      },
      {
        id: 'AwsSolutions-COG4',
        reason:
          'Mirrorwell has its own accounts (members, therapists, clients) with server-side sessions, not Cognito user pools.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason:
          'The account-level role API Gateway needs to write access and error logs; the AWS-managed policy is the documented one and only allows log delivery.',
      },
    );
  }

  private createRouteFunction(route: RouteDefinition, props: ApiStackProps): NodejsFunction {
    const entry = path.join(repoRoot, 'functions', 'api', `${route.handler}.ts`);
    if (!existsSync(entry)) {
      throw new Error(`Route ${routeKey(route)} needs functions/api/${route.handler}.ts (exporting handler)`);
    }
    const timeoutSeconds = route.timeoutSeconds ?? defaultTimeoutSeconds;
    const limit = route.stream ? streamingTimeoutLimitSeconds : bufferedTimeoutLimitSeconds;
    if (timeoutSeconds > limit) {
      throw new Error(
        `Route ${routeKey(route)} asks for ${timeoutSeconds} s; API Gateway waits at most ${limit} s for ` +
          `${route.stream ? 'a streamed' : 'a buffered'} reply`,
      );
    }

    const functionStack = this.functionStackFor(route.access);
    const scope = new Construct(functionStack, constructIdFor(route.handler));
    const logGroup = new LogGroup(scope, 'Logs', { retention: RetentionDays.ONE_MONTH });
    // An own role per function: logs to its own group only, then the grants below.
    const role = new Role(scope, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${routeKey(route)}`,
    });
    logGroup.grantWrite(role);

    // Exactly what the route declares: IAM statements and the names of what it may read.
    const access = routeAccessFor(route.uses, props, functionStack);
    for (const statement of access.statements) role.addToPrincipalPolicy(statement);

    const handler = new NodejsFunction(scope, 'Function', {
      entry,
      handler: 'handler',
      description: `${routeKey(route)} (functions/api/${route.handler}.ts)`,
      ...sharedLambdaProps(),
      memorySize: lambdaMemoryMbFor(route),
      timeout: Duration.seconds(timeoutSeconds),
      role,
      logGroup,
      // Names only: values are read from Secrets Manager at run time, once per container.
      environment: {
        NODE_ENV: 'production',
        ROOT_DOMAIN: props.rootDomain,
        ...access.environment,
      },
    });

    Validations.of(scope).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the project targets and bundles for (esbuild target node22); moving to Node.js 24 is a planned upgrade, not a drift.',
    });
    return handler;
  }

  private functionStackFor(access: Access): NestedStack {
    let stack = this.functionStacks.get(access);
    if (!stack) {
      stack = new NestedStack(this, functionStackIds[access], {
        description: `Mirrorwell /api: the functions of the ${access} routes`,
      });
      this.functionStacks.set(access, stack);
    }
    return stack;
  }

  private integrationFor(route: RouteDefinition, handler: NodejsFunction): LambdaIntegration {
    if (!route.stream) return new LambdaIntegration(handler, { allowTestInvoke: false });
    return new LambdaIntegration(handler, {
      allowTestInvoke: false,
      responseTransferMode: ResponseTransferMode.STREAM,
      timeout: handler.timeout ?? Duration.seconds(defaultTimeoutSeconds),
    });
  }

  /** Any other `/api/...` path: 404 JSON from a mock. */
  private addUnknownPathMock(): void {
    const apiResource = this.api.root.resourceForPath('/api');
    // API Gateway allows one variable child per resource; with a `/api/{param}` route the gateway
    // response for unknown paths answers instead.
    const hasVariableChild = apiResource.node.children.some(
      (child) => 'pathPart' in child && String(child.pathPart).startsWith('{'),
    );
    if (hasVariableChild) return;
    addJsonMockMethod(apiResource.addResource('{proxy+}'), 'ANY', 404, notFoundBody);
  }
}

/**
 * API Gateway's permission to invoke a route's function, moved from the method (the API's stack) to
 * the function's nested stack, so a hundred of them no longer crowd the API's stack towards
 * CloudFormation's 500 resources. It names this method and path of this API, on any stage: naming
 * the stage would make the functions' stack wait for the stage, which waits for the methods, which
 * wait for the functions.
 */
function keepInvokePermissionBesideFunction(method: Method, handler: NodejsFunction): void {
  const permissions = method.node.children.filter((child) => child instanceof CfnPermission);
  for (const permission of permissions) method.node.tryRemoveChild(permission.node.id);
  handler.addPermission('ApiGatewayInvoke', {
    principal: new ServicePrincipal('apigateway.amazonaws.com'),
    sourceArn: method.api.arnForExecuteApi(
      method.httpMethod,
      method.resource.path.replace(/\{[^}]+\}/g, '*'),
      '*',
    ),
  });
}

/** `auth/register-member` -> `AuthRegisterMember`. */
export function constructIdFor(handler: string): string {
  return handler
    .split(/[/\-_.]/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * One JSON line per request: who, what, how it went. No bodies, no headers, and no query strings:
 * `$context.resourcePath` is the route template (`/api/conversations/{id}`), which holds neither
 * the query string (search text) nor the path parameters as sent.
 */
export const accessLogFields = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTimeEpoch',
  sourceIp: '$context.identity.sourceIp',
  httpMethod: '$context.httpMethod',
  resourcePath: '$context.resourcePath',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationStatus: '$context.integration.status',
  integrationLatency: '$context.integration.latency',
  errorMessage: '$context.error.message',
  integrationError: '$context.integration.error',
} as const;

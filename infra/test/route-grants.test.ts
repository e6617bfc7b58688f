/**
 * Least privilege, held against the route table: every function's IAM policy grants exactly the
 * actions on exactly the resources its route's `uses` imply, and its environment names exactly
 * what it may read. The expectation below is written out independently of infra/lib/route-grants.ts.
 */
import type { CfnElement } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { downloadCatalogue } from '#functions/core/downloads/catalogue.ts';
import type { MirrorwellApp } from '#infra/lib/mirrorwell-app.ts';
import { type Capability, type RouteDefinition, routeKey, routes } from '#shared/api/routes.ts';
import { buildTestApp, resourcesOfType, templateOf } from './synth-fixture';

type Properties = Record<string, unknown>;
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
  NotAction?: unknown;
  NotResource?: unknown;
}

/** Renders a CloudFormation value as text: `<Logical.Arn>`, `import:<export>`, `${AWS::AccountId}`. */
function render(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = value as Record<string, unknown>;
  if ('Fn::Join' in node) {
    const [separator, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map(render).join(separator);
  }
  if ('Fn::GetAtt' in node) return `<${(node['Fn::GetAtt'] as string[]).join('.')}>`;
  if ('Fn::ImportValue' in node) return `import:${render(node['Fn::ImportValue'])}`;
  if ('Ref' in node) return `{${String(node.Ref)}}`;
  return JSON.stringify(value);
}

/** Names the DataStack's resources in rendered ARNs: `table`, `tableKey`, `secret:<id>`. */
function dataLabels(app: MirrorwellApp): [string, string][] {
  const id = (element: unknown) => app.data.getLogicalId(element as CfnElement);
  const { secrets } = app.data;
  return [
    [id(app.data.tableKey.node.defaultChild), 'tableKey'],
    [id(app.data.table.node.defaultChild), 'table'],
    [id(app.data.downloadsBucket.node.defaultChild), 'downloadsBucket'],
    ...Object.entries(secrets).map(
      ([name, named]) => [id(named.secret.node.defaultChild), `secret:${name}`] as [string, string],
    ),
  ];
}

function labelOf(resource: unknown, labels: [string, string][], ownLogs: string): string {
  const text = render(resource);
  if (text === `<${ownLogs}.Arn>`) return 'own-log-group';
  const imported = /^import:MirrorwellData:(\w+)(.*)$/.exec(text);
  if (imported) {
    const [, exported = '', suffix = ''] = imported;
    const match = labels.find(
      ([logicalId]) => exported.includes(`FnGetAtt${logicalId}Arn`) || exported.includes(`Ref${logicalId}`),
    );
    if (match) return `${match[1]}${suffix}`;
  }
  return text;
}

interface FunctionUnderTest {
  route: RouteDefinition;
  environment: Properties;
  /** `action resource [condition]`, one line per pair, from every policy of the function's role. */
  grants: string[];
  role: Properties;
}

function functionsOf(app: MirrorwellApp, table: readonly RouteDefinition[]): FunctionUnderTest[] {
  const template: Template = templateOf(app.api);
  const functions = resourcesOfType(template, 'AWS::Lambda::Function');
  const roles = resourcesOfType(template, 'AWS::IAM::Role');
  const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).map(
    (p) => p.Properties ?? {},
  );
  const labels = dataLabels(app);
  return table.map((route) => {
    const [, fn] =
      Object.entries(functions).find(([, f]) =>
        String(f.Properties?.Description).startsWith(`${routeKey(route)} (`),
      ) ?? [];
    const properties = fn?.Properties ?? {};
    const roleId = (properties.Role as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0] as string;
    const ownLogs = (properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const statements = policies
      .filter((policy) => (policy.Roles as { Ref: string }[]).some((role) => role.Ref === roleId))
      .flatMap((policy) => (policy.PolicyDocument as { Statement: Statement[] }).Statement);
    const grants = statements.flatMap((statement) => {
      expect(statement.Effect).toBe('Allow');
      expect(statement.NotAction ?? statement.NotResource).toBeUndefined();
      const condition = statement.Condition ? ` ${JSON.stringify(statement.Condition)}` : '';
      return [statement.Action]
        .flat()
        .flatMap((action) =>
          [statement.Resource]
            .flat()
            .map((resource) => `${action} ${labelOf(resource, labels, ownLogs)}${condition}`),
        );
    });
    return {
      route,
      environment: (properties.Environment as { Variables: Properties }).Variables,
      grants,
      role: roles[roleId]?.Properties ?? {},
    };
  });
}

const viaDynamoDb = ` ${JSON.stringify({ StringEquals: { 'kms:ViaService': 'dynamodb.us-east-1.amazonaws.com' } })}`;
const tableResources = ['table', 'table/index/gsi1', 'table/index/gsi2'];
const secretOf: Partial<Record<Capability, [string, string]>> = {
  'sessions:sign': ['sessionSigningKey', 'SESSION_SIGNING_KEY_SECRET_NAME'],
  'sessions:verify': ['sessionVerifyKeys', 'SESSION_VERIFY_KEYS_SECRET_NAME'],
  model: ['openAi', 'OPENAI_SECRET_NAME'],
  payments: ['stripe', 'STRIPE_SECRET_NAME'],
  'caller-address': ['originVerify', 'ORIGIN_VERIFY_SECRET_NAME'],
};

/** What one capability implies: its grants, and what it may do with the table's key. */
function capabilityGrants(
  capability: Capability,
  mailIdentityArn: string,
): { grants: string[]; keyActions: string[] } {
  switch (capability) {
    case 'table:read':
      return {
        grants: ['GetItem', 'BatchGetItem', 'Query'].flatMap((action) =>
          tableResources.map((resource) => `dynamodb:${action} ${resource}`),
        ),
        keyActions: ['kms:Decrypt'],
      };
    case 'table:write':
      return {
        grants: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'ConditionCheckItem'].map(
          (action) => `dynamodb:${action} table`,
        ),
        keyActions: ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey'],
      };
    case 'downloads':
      // Exactly the library's files: the catalogue's active entries, by name.
      return {
        grants: downloadCatalogue
          .filter((entry) => entry.isActive)
          .map((download) => `s3:GetObject downloadsBucket/${download.filePath}`),
        keyActions: [],
      };
    case 'mail':
      return {
        grants: [`ses:SendEmail ${mailIdentityArn}`, `ses:SendRawEmail ${mailIdentityArn}`],
        keyActions: [],
      };
    default: {
      const [secret] = secretOf[capability] ?? [];
      return { grants: [`secretsmanager:GetSecretValue secret:${secret}`], keyActions: [] };
    }
  }
}

/** What a list of capabilities implies, spelled out. */
function expectedGrants(uses: readonly Capability[], mailIdentityArn: string): string[] {
  const implied = uses.map((capability) => capabilityGrants(capability, mailIdentityArn));
  const keyActions = new Set(implied.flatMap(({ keyActions }) => keyActions));
  const grants = new Set([
    'logs:CreateLogStream own-log-group',
    'logs:PutLogEvents own-log-group',
    ...implied.flatMap(({ grants }) => grants),
    ...[...keyActions].map((action) => `${action} tableKey${viaDynamoDb}`),
  ]);
  return [...grants].sort();
}

function expectedEnvironment(uses: readonly Capability[]): string[] {
  const names = new Set(['NODE_ENV', 'ROOT_DOMAIN']);
  for (const capability of uses) {
    if (capability === 'table:read' || capability === 'table:write') names.add('TABLE_NAME');
    else if (capability === 'downloads') names.add('DOWNLOADS_BUCKET');
    else if (capability === 'mail') {
      names.add('MAIL_FROM');
      names.add('SES_REGION');
    } else names.add(secretOf[capability]?.[1] ?? '?');
  }
  return [...names].sort();
}

const defaultMailArn = 'arn:{AWS::Partition}:ses:us-east-1:{AWS::AccountId}:identity/mirrorwell.app';

function holdsEveryRouteToItsDeclaration(functions: FunctionUnderTest[], mailArn: string): void {
  for (const { route, grants, environment, role } of functions) {
    expect([...new Set(grants)].sort(), routeKey(route)).toEqual(expectedGrants(route.uses, mailArn));
    expect(grants.length, `${routeKey(route)} repeats a grant`).toBe(new Set(grants).size);
    expect(Object.keys(environment).sort(), routeKey(route)).toEqual(expectedEnvironment(route.uses));
    expect(role.ManagedPolicyArns, routeKey(route)).toBeUndefined();
    expect(role.Policies, routeKey(route)).toBeUndefined();
  }
}

describe('Least privilege: each function gets exactly what its route declares', () => {
  const app = buildTestApp();
  const functions = functionsOf(app, routes);

  it('holds every route of shared/api/routes.ts to its `uses`: same actions, same resources, same settings', () => {
    expect(functions).toHaveLength(routes.length);
    holdsEveryRouteToItsDeclaration(functions, defaultMailArn);
  });

  it('gives a route that uses nothing (health, modes) only its own logs', () => {
    for (const key of ['GET /api/health', 'GET /api/modes']) {
      const fn = functions.find((candidate) => routeKey(candidate.route) === key);
      expect(fn?.grants.sort(), key).toEqual([
        'logs:CreateLogStream own-log-group',
        'logs:PutLogEvents own-log-group',
      ]);
      expect(Object.keys(fn?.environment ?? {}).sort(), key).toEqual(['NODE_ENV', 'ROOT_DOMAIN']);
    }
  });

  it('lets only the routes that create sessions read the signing key, or even know its name', () => {
    const signers = functions.filter(({ grants }) =>
      grants.some((grant) => grant.includes('secret:sessionSigningKey')),
    );
    expect(signers.map(({ route }) => routeKey(route)).sort()).toEqual(
      routes
        .filter((route) => (route.uses as readonly Capability[]).includes('sessions:sign'))
        .map(routeKey)
        .sort(),
    );
    for (const { route, environment } of functions.filter((fn) => !signers.includes(fn))) {
      expect(environment.SESSION_SIGNING_KEY_SECRET_NAME, routeKey(route)).toBeUndefined();
    }
    // Verify-only routes exist and read the public keys only.
    const verifiers = functions.filter(({ route }) =>
      (route.uses as readonly Capability[]).includes('sessions:verify'),
    );
    expect(verifiers.length).toBeGreaterThan(0);
    for (const { grants } of verifiers)
      expect(grants).toContain('secretsmanager:GetSecretValue secret:sessionVerifyKeys');
  });

  it('never grants a wildcard action or resource, a Scan, or table management', () => {
    for (const { route, grants } of functions) {
      for (const grant of grants) {
        expect(grant, routeKey(route)).not.toMatch(/\*/);
        expect(grant, routeKey(route)).not.toMatch(
          /dynamodb:(Scan|CreateTable|DeleteTable|UpdateTable|DescribeStream|GetRecords)/,
        );
      }
    }
  });
});

describe('Least privilege: a route table with other capability combinations is honoured', () => {
  const variation = routes.map((route): RouteDefinition => {
    if (routeKey(route) === 'GET /api/modes') return { ...route, uses: ['mail'] };
    if (routeKey(route) === 'GET /api/usage')
      return { ...route, uses: ['table:write', 'payments', 'sessions:sign'] };
    if (routeKey(route) === 'GET /api/health')
      return { ...route, uses: ['table:read', 'caller-address', 'model'] };
    return route;
  });

  it('grants a mail route SES sending as the From domain, and MAIL_FROM and SES_REGION, and nothing else', () => {
    const app = buildTestApp({ routes: variation });
    const functions = functionsOf(app, variation);
    holdsEveryRouteToItsDeclaration(functions, defaultMailArn);
    const mail = functions.find(({ route }) => routeKey(route) === 'GET /api/modes');
    expect(mail?.environment.MAIL_FROM).toBe('Mirrorwell <hello@mirrorwell.app>');
    expect(mail?.environment.SES_REGION).toBe('us-east-1');
    // Write without read: no read actions at all, and the key only for writing.
    const writeOnly = functions.find(({ route }) => routeKey(route) === 'GET /api/usage');
    expect(writeOnly?.grants.some((grant) => /dynamodb:(GetItem|Query)/.test(grant))).toBe(false);
  });

  it('sends as the configured identity and region (context mailFrom, mailIdentity, sesRegion)', () => {
    const fromDomain = buildTestApp({
      routes: variation,
      context: { mailFrom: 'Care Team <care@mail.example.org>', sesRegion: 'eu-west-1' },
    });
    const mailArn = 'arn:{AWS::Partition}:ses:eu-west-1:{AWS::AccountId}:identity/mail.example.org';
    holdsEveryRouteToItsDeclaration(functionsOf(fromDomain, variation), mailArn);
    const mail = functionsOf(fromDomain, variation).find(({ route }) => routeKey(route) === 'GET /api/modes');
    expect(mail?.environment).toMatchObject({
      MAIL_FROM: 'Care Team <care@mail.example.org>',
      SES_REGION: 'eu-west-1',
    });

    const identity = buildTestApp({ routes: variation, context: { mailIdentity: 'example.org' } });
    const identityArn = 'arn:{AWS::Partition}:ses:us-east-1:{AWS::AccountId}:identity/example.org';
    holdsEveryRouteToItsDeclaration(functionsOf(identity, variation), identityArn);
  });

  it('gives the mail routes the team address for enterprise enquiries when one is configured', () => {
    const variation = routes.filter((route) => (route.uses as readonly Capability[]).includes('mail'));
    const app = buildTestApp({ routes: variation, context: { teamEmail: 'team@example.org' } });
    const functions = functionsOf(app, variation);
    expect(functions.length).toBeGreaterThan(0);
    for (const { environment } of functions) expect(environment.TEAM_EMAIL).toBe('team@example.org');
    expect(() => buildTestApp({ context: { teamEmail: 'not an address' } })).toThrow(/teamEmail/);
  });

  it('refuses a From address it cannot send as', () => {
    for (const mailFrom of ['Mirrorwell', 'hello@localhost', 'Mirrorwell <a@b.app>\r\nBcc: x@y.z']) {
      expect(() => buildTestApp({ context: { mailFrom } }), mailFrom).toThrow(/mailFrom/);
    }
  });
});

/**
 * What each route's Lambda may touch and which settings it gets, derived from the route table's
 * `uses` declarations alone: IAM statements (exact actions on exact ARNs) and environment variables
 * (a secret's name only where the function may read it). IAM is not enforced by the local runtime,
 * so a handler that uses more than it declares fails only in AWS: keep the declarations honest.
 */
import { ArnFormat, type Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Capability } from '#shared/api/routes.ts';
import type { AppSecrets, NamedSecret } from './data-stack';
import { downloadsBucketVariable, downloadsReadStatement } from './downloads-library';
import { tableAccessStatements } from './table-access';

/** How mail leaves: Amazon SES, as one verified identity. */
export interface MailSettings {
  /** The From header, e.g. `Mirrorwell <hello@mirrorwell.app>` (MAIL_FROM). */
  readonly from: string;
  /** The SES identity (a domain or an address) the mail routes may send as. */
  readonly identity: string;
  /** Where that identity is verified (SES_REGION). */
  readonly region: string;
  /** Where enterprise enquiries go (TEAM_EMAIL); unset, the From address receives them. */
  readonly teamEmail?: string;
}

export interface RouteResources {
  readonly table: ITableV2;
  readonly secrets: AppSecrets;
  readonly mail: MailSettings;
  /** The premium downloads library's bucket, for the routes that declare `downloads`. */
  readonly downloadsBucket: IBucket;
}

export interface RouteAccess {
  readonly statements: readonly PolicyStatement[];
  /** Names, never values. */
  readonly environment: Readonly<Record<string, string>>;
}

/** The environment variable that names each secret, and the capability that may read it. */
export const secretCapabilities = [
  { capability: 'sessions:sign', secret: 'sessionSigningKey', variable: 'SESSION_SIGNING_KEY_SECRET_NAME' },
  { capability: 'sessions:verify', secret: 'sessionVerifyKeys', variable: 'SESSION_VERIFY_KEYS_SECRET_NAME' },
  { capability: 'model', secret: 'openAi', variable: 'OPENAI_SECRET_NAME' },
  { capability: 'payments', secret: 'stripe', variable: 'STRIPE_SECRET_NAME' },
  { capability: 'caller-address', secret: 'originVerify', variable: 'ORIGIN_VERIFY_SECRET_NAME' },
] as const satisfies readonly { capability: Capability; secret: keyof AppSecrets; variable: string }[];

/** Amazon SES v2 authorises SendEmail per identity; raw MIME needs SendRawEmail. */
export const mailActions = ['ses:SendEmail', 'ses:SendRawEmail'];

/** The SES identity ARN mail routes may send as. */
export function mailIdentityArn(scope: Stack, mail: MailSettings): string {
  return scope.formatArn({
    service: 'ses',
    region: mail.region,
    resource: 'identity',
    resourceName: mail.identity,
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });
}

/** The grants and settings a route's declared `uses` add up to, and nothing else. */
export function routeAccessFor(
  uses: readonly Capability[],
  resources: RouteResources,
  scope: Stack,
): RouteAccess {
  const declared = new Set(uses);
  const read = declared.has('table:read');
  const write = declared.has('table:write');
  const statements: PolicyStatement[] = [...tableAccessStatements(resources.table, { read, write })];
  const environment: Record<string, string> = {};
  if (read || write) environment.TABLE_NAME = resources.table.tableName;

  for (const { capability, secret, variable } of secretCapabilities) {
    if (!declared.has(capability)) continue;
    const named: NamedSecret = resources.secrets[secret];
    statements.push(
      new PolicyStatement({
        sid: `Read${secret[0]?.toUpperCase()}${secret.slice(1)}Secret`,
        actions: ['secretsmanager:GetSecretValue'],
        resources: [named.secret.secretArn],
      }),
    );
    environment[variable] = named.name;
  }

  if (declared.has('mail')) {
    statements.push(
      new PolicyStatement({
        sid: 'SendMail',
        actions: mailActions,
        resources: [mailIdentityArn(scope, resources.mail)],
      }),
    );
    environment.MAIL_FROM = resources.mail.from;
    environment.SES_REGION = resources.mail.region;
    if (resources.mail.teamEmail) environment.TEAM_EMAIL = resources.mail.teamEmail;
  }

  if (declared.has('downloads')) {
    statements.push(downloadsReadStatement(resources.downloadsBucket));
    environment[downloadsBucketVariable] = resources.downloadsBucket.bucketName;
  }
  return { statements, environment };
}

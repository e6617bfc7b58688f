/**
 * Builds the whole CDK app: DataStack, ApiStack, WebStack (and the us-east-1 certificate stack when
 * no certificate ARN is given), checked by cdk-nag. `infra/bin/app.ts` and the tests build the same
 * app through `createApp`.
 */
import { App, type Environment, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteDefinition } from '#shared/api/routes.ts';
import { ApiStack } from './api-stack';
import { CertificateStack } from './certificate-stack';
import { DataStack } from './data-stack';
import { defaultWebBuildDirectory } from './repo-paths';
import type { MailSettings } from './route-grants';
import { ScheduledJobsStack } from './scheduled-jobs-stack';
import { WebStack } from './web-stack';

export interface CreateAppOptions {
  /** CDK context (as with `-c key=value`); merged over cdk.json when run by the CLI. */
  readonly context?: Record<string, unknown>;
  readonly outdir?: string;
  /** Route table override, for tests. */
  readonly routes?: readonly RouteDefinition[];
  /** Where the built SPA is; defaults to `web/dist`. */
  readonly webBuildDirectory?: string;
  /** Run cdk-nag's AWS Solutions checks during synth (default true). */
  readonly nag?: boolean;
  /** CDK's built-in CloudFormation template validation (default true; warnings only). */
  readonly cloudFormationValidation?: boolean;
}

export interface MirrorwellApp {
  readonly app: App;
  readonly data: DataStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  /** Jobs on a clock (the weekly digest mail), each a Lambda started by an EventBridge rule. */
  readonly schedules: ScheduledJobsStack;
  /** Only when no `certificateArn` is given. */
  readonly certificate?: CertificateStack;
}

/**
 * Cross-stack references stay CloudFormation exports (the producer cannot be deleted while used):
 * the data stack is retained anyway, and the API and certificate outlive the web stack.
 */
const appContextDefaults = { '@aws-cdk/core:defaultCrossStackReferences': 'strong' };

/** CloudFront reads certificates from this region only. */
const cloudFrontCertificateRegion = 'us-east-1';

export interface DeploymentSettings {
  readonly env: Environment & { region: string };
  readonly rootDomain: string;
  /** Amazon SES settings for the routes that declare `mail`. */
  readonly mail: MailSettings;
  readonly certificateArn?: string;
  readonly hostedZoneId?: string;
  /** Where the alarms' SNS topic mails (context `alarmEmail`); unset: no subscriber. */
  readonly alarmEmail?: string;
}

/** Reads the deployment settings from context (cdk.json, `-c`) and the CLI's environment. */
export function readDeploymentSettings(app: App): DeploymentSettings {
  const optionalString = (key: string): string | undefined => {
    const value = app.node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string`);
    return value;
  };
  const rootDomain = optionalString('rootDomain');
  if (!rootDomain || !/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(rootDomain)) {
    throw new Error('Context "rootDomain" must be a domain name such as mirrorwell.app (see cdk.json)');
  }
  const account = optionalString('account') ?? process.env.CDK_DEFAULT_ACCOUNT;
  const region = optionalString('region') ?? process.env.CDK_DEFAULT_REGION ?? cloudFrontCertificateRegion;
  const certificateArn = optionalString('certificateArn');
  const hostedZoneId = optionalString('hostedZoneId');
  const alarmEmail = optionalString('alarmEmail');
  if (alarmEmail !== undefined && !/^[^@\s<>]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(alarmEmail)) {
    throw new Error('Context "alarmEmail" must be an address such as ops@mirrorwell.app');
  }
  return {
    env: { ...(account ? { account } : {}), region },
    rootDomain,
    mail: readMailSettings(optionalString, rootDomain, region),
    ...(certificateArn ? { certificateArn } : {}),
    ...(hostedZoneId ? { hostedZoneId } : {}),
    ...(alarmEmail ? { alarmEmail } : {}),
  };
}

/**
 * Context `mailFrom` (default `Mirrorwell <hello@{rootDomain}>`), `mailIdentity` (the SES identity
 * to send as; default the From address's domain), `sesRegion` (default the deploy region) and
 * `teamEmail` (where enterprise enquiries are mailed; default the From address).
 */
function readMailSettings(
  optionalString: (key: string) => string | undefined,
  rootDomain: string,
  region: string,
): MailSettings {
  const from = optionalString('mailFrom') ?? `Mirrorwell <hello@${rootDomain}>`;
  const address = /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const fromDomain = /^[^@\s]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i.exec(address)?.[1];
  if (!fromDomain || /[\r\n]/.test(from)) {
    throw new Error('Context "mailFrom" must be an address such as "Mirrorwell <hello@mirrorwell.app>"');
  }
  const identity = optionalString('mailIdentity') ?? fromDomain.toLowerCase();
  if (!/^([^@\s]+@)?[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(identity)) {
    throw new Error(
      'Context "mailIdentity" must be a verified SES domain or address, such as mirrorwell.app',
    );
  }
  const sesRegion = optionalString('sesRegion') ?? region;
  if (!/^[a-z]{2}(-[a-z]+)+-\d$/.test(sesRegion)) {
    throw new Error('Context "sesRegion" must be an AWS region such as us-east-1');
  }
  const teamEmail = optionalString('teamEmail');
  if (teamEmail !== undefined && !/^[^@\s<>]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(teamEmail)) {
    throw new Error('Context "teamEmail" must be an address such as team@mirrorwell.app');
  }
  return { from, identity, region: sesRegion, ...(teamEmail ? { teamEmail } : {}) };
}

export function createApp(options: CreateAppOptions = {}): MirrorwellApp {
  const app = new App({
    // Defaults; cdk.json and `-c` win over these.
    context: { ...appContextDefaults, ...options.context },
    ...(options.outdir ? { outdir: options.outdir } : {}),
    builtinCloudFormationValidation: options.cloudFormationValidation ?? true,
  });
  const settings = readDeploymentSettings(app);
  const { env, rootDomain } = settings;
  const crossRegion = env.region !== cloudFrontCertificateRegion;

  const data = new DataStack(app, 'MirrorwellData', {
    env,
    description: 'Mirrorwell data: the single table, its key, and the secrets (retained).',
  });
  const api = new ApiStack(app, 'MirrorwellApi', {
    env,
    description: 'Mirrorwell REST API: one Lambda per route of shared/api/routes.ts.',
    table: data.table,
    secrets: data.secrets,
    rootDomain,
    mail: settings.mail,
    downloadsBucket: data.downloadsBucket,
    ...(options.routes ? { routes: options.routes } : {}),
    ...(settings.alarmEmail ? { alarmEmail: settings.alarmEmail } : {}),
  });

  const schedules = new ScheduledJobsStack(app, 'MirrorwellSchedules', {
    env,
    description: 'Mirrorwell scheduled jobs: the weekly digest mail.',
    table: data.table,
    secrets: data.secrets,
    rootDomain,
    mail: settings.mail,
    downloadsBucket: data.downloadsBucket,
  });

  const certificateStack = settings.certificateArn
    ? undefined
    : new CertificateStack(app, 'MirrorwellCertificate', {
        env: { ...env, region: cloudFrontCertificateRegion },
        description: `Mirrorwell TLS certificate for ${rootDomain} and *.${rootDomain} (us-east-1, for CloudFront).`,
        crossRegionReferences: crossRegion,
        rootDomain,
        ...(settings.hostedZoneId ? { hostedZoneId: settings.hostedZoneId } : {}),
      });

  const web = new WebStack(app, 'MirrorwellWeb', {
    env,
    description: `Mirrorwell web: S3 + CloudFront for ${rootDomain} and *.${rootDomain}, /api to the REST API.`,
    crossRegionReferences: crossRegion && certificateStack !== undefined,
    api: api.api,
    originVerifySecret: data.secrets.originVerify.secret,
    rootDomain,
    certificate: certificateStack?.certificate ?? settings.certificateArn ?? '',
    ...(settings.hostedZoneId ? { hostedZoneId: settings.hostedZoneId } : {}),
    webBuildDirectory: options.webBuildDirectory ?? defaultWebBuildDirectory,
  });

  Tags.of(app).add('app', 'mirrorwell');
  if (options.nag ?? true) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, data, api, web, schedules, ...(certificateStack ? { certificate: certificateStack } : {}) };
}

/**
 * Work that runs on a clock rather than on a request: each job is one Lambda (bundled like the API's,
 * with its own role and log group) started by an EventBridge rule. Its grants come from the same
 * capability list as a route's (route-grants.ts), so a job touches only what it declares.
 */
import path from 'node:path';
import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { Capability } from '#shared/api/routes.ts';
import type { AppSecrets } from './data-stack';
import { sharedLambdaProps } from './lambda-bundling';
import { repoRoot } from './repo-paths';
import { type MailSettings, routeAccessFor } from './route-grants';

export interface ScheduledJob {
  /** Construct id and description. */
  readonly name: string;
  /** Module below `functions/scheduled/`, without extension, exporting `handler`. */
  readonly handler: string;
  readonly schedule: Schedule;
  readonly uses: readonly Capability[];
  readonly timeoutSeconds: number;
  readonly description: string;
}

/** Every scheduled job of the app. */
export const scheduledJobs: readonly ScheduledJob[] = [
  {
    name: 'WeeklyDigest',
    handler: 'send-weekly-digests',
    // Mondays 08:00 UTC: the week just ended, before most practices open.
    schedule: Schedule.cron({ weekDay: 'MON', hour: '8', minute: '0' }),
    uses: ['table:read', 'table:write', 'mail'],
    timeoutSeconds: 300,
    description: 'The therapists’ weekly digest mail (opt-in, counts only), once per practice and week',
  },
  {
    name: 'PromptReminders',
    handler: 'send-prompt-reminders',
    // Daily at 14:00 UTC: morning in the Americas, afternoon in Europe. Each waiting occurrence of a
    // reflection prompt is mailed once (a conditional marker), so a late or repeated run sends nothing twice.
    schedule: Schedule.cron({ hour: '14', minute: '0' }),
    uses: ['table:read', 'table:write', 'mail'],
    timeoutSeconds: 300,
    description: 'Reflection prompt reminders (only that a prompt is waiting), once per occurrence',
  },
];

export interface ScheduledJobsStackProps extends StackProps {
  readonly table: ITableV2;
  readonly secrets: AppSecrets;
  readonly rootDomain: string;
  readonly mail: MailSettings;
  readonly downloadsBucket: IBucket;
}

export class ScheduledJobsStack extends Stack {
  readonly functions = new Map<string, NodejsFunction>();

  constructor(scope: Construct, id: string, props: ScheduledJobsStackProps) {
    super(scope, id, props);
    for (const job of scheduledJobs) this.functions.set(job.name, this.createJob(job, props));
  }

  private createJob(job: ScheduledJob, props: ScheduledJobsStackProps): NodejsFunction {
    const scope = new Construct(this, job.name);
    const logGroup = new LogGroup(scope, 'Logs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(scope, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the scheduled job ${job.name}`,
    });
    logGroup.grantWrite(role);
    const access = routeAccessFor(job.uses, props, this);
    for (const statement of access.statements) role.addToPrincipalPolicy(statement);

    const handler = new NodejsFunction(scope, 'Function', {
      entry: path.join(repoRoot, 'functions', 'scheduled', `${job.handler}.ts`),
      handler: 'handler',
      description: `${job.description} (functions/scheduled/${job.handler}.ts)`,
      ...sharedLambdaProps(),
      memorySize: 512,
      timeout: Duration.seconds(job.timeoutSeconds),
      role,
      logGroup,
      environment: { NODE_ENV: 'production', ROOT_DOMAIN: props.rootDomain, ...access.environment },
    });
    new Rule(scope, 'Schedule', {
      description: job.description,
      schedule: job.schedule,
      targets: [new LambdaFunction(handler, { retryAttempts: 2 })],
    });
    Validations.of(scope).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the project targets and bundles for (esbuild target node22); moving to Node.js 24 is a planned upgrade, not a drift.',
    });
    return handler;
  }
}

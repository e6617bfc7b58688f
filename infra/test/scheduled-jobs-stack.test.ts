import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DataStack } from '#infra/lib/data-stack.ts';
import { ScheduledJobsStack } from '#infra/lib/scheduled-jobs-stack.ts';
import { testRootDomain } from './synth-fixture';

// The jobs' stack alone, beside the data it uses (no bundling, as in the other infra tests).
const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
const env = { region: 'us-east-1' };
const data = new DataStack(app, 'Data', { env });
const schedules = new ScheduledJobsStack(app, 'Schedules', {
  env,
  table: data.table,
  secrets: data.secrets,
  rootDomain: testRootDomain,
  mail: { from: 'Mirrorwell <hello@mirrorwell.app>', identity: 'mirrorwell.app', region: 'us-east-1' },
  downloadsBucket: data.downloadsBucket,
});
const template = Template.fromStack(schedules);

describe('ScheduledJobsStack: the weekly digest', () => {
  it('runs the digest Lambda every Monday at 08:00 UTC through an EventBridge rule', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 8 ? * MON *)',
      State: 'ENABLED',
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Description: Match.stringLikeRegexp('functions/scheduled/send-weekly-digests.ts'),
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          MAIL_FROM: 'Mirrorwell <hello@mirrorwell.app>',
        }),
      },
    });
  });

  it('may send mail as the app’s SES identity and use the table, and read no secret', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy'));
    const actions = policies.flatMap((policy) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((statement) =>
        Array.isArray(statement.Action) ? statement.Action : [statement.Action],
      ),
    );
    expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'dynamodb:Query', 'dynamodb:PutItem']));
    expect(actions).not.toContain('secretsmanager:GetSecretValue');
    expect(actions.some((action) => action === '*' || action.endsWith(':*'))).toBe(false);
  });
});

describe('ScheduledJobsStack: reflection prompt reminders', () => {
  it('runs the reminder Lambda every day at 14:00 UTC through an EventBridge rule', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 14 * * ? *)',
      State: 'ENABLED',
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('functions/scheduled/send-prompt-reminders.ts'),
      Environment: { Variables: Match.objectLike({ TABLE_NAME: Match.anyValue() }) },
    });
  });
});

/**
 * The alarms hold to the figures the runbook gives: each one's metric, period, threshold and
 * comparison, read from the synthesized template (nested stacks folded in), and every one mails
 * the one SNS topic.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { routeKey, routes } from '#shared/api/routes.ts';
import { buildTestApp, type CfnResource, resourcesOfType, templateOf } from './synth-fixture';

const { api } = buildTestApp({ context: { alarmEmail: 'ops@mirrorwell.app' } });
const template = templateOf(api);
const alarms = Object.entries(resourcesOfType(template, 'AWS::CloudWatch::Alarm'));
const functions = resourcesOfType(template, 'AWS::Lambda::Function');

type Properties = Record<string, unknown>;
const props = (resource: CfnResource | undefined): Properties => resource?.Properties ?? {};

function alarmNamed(name: string): Properties {
  const found = alarms.find(([, alarm]) => props(alarm).AlarmName === name);
  if (!found) throw new Error(`no alarm named ${name}`);
  return props(found[1]);
}

/** The logical id of the function that serves `route`. */
function functionIdOf(route: (typeof routes)[number]): string {
  const id = Object.keys(functions).find((logicalId) =>
    String(props(functions[logicalId]).Description).startsWith(`${routeKey(route)} (`),
  );
  if (!id) throw new Error(`no function for ${routeKey(route)}`);
  return id;
}

interface MetricQuery {
  Id: string;
  Expression?: string;
  ReturnData?: boolean;
  MetricStat?: {
    Metric: { Namespace: string; MetricName: string; Dimensions?: { Name: string; Value: unknown }[] };
    Period: number;
    Stat: string;
  };
}

/** A plain alarm's single metric, in one shape: namespace, name, statistic, period. */
function singleMetricOf(alarm: Properties) {
  return {
    namespace: alarm.Namespace,
    metricName: alarm.MetricName,
    statistic: alarm.Statistic,
    period: alarm.Period,
  };
}

const topicIds = Object.keys(resourcesOfType(template, 'AWS::SNS::Topic'));

describe('operations alarms', () => {
  it('has one SNS topic, mailed to the address CDK context gives, that every alarm notifies', () => {
    expect(topicIds).toHaveLength(1);
    const subscriptions = Object.values(resourcesOfType(template, 'AWS::SNS::Subscription')).map(props);
    expect(subscriptions).toEqual([
      expect.objectContaining({
        Protocol: 'email',
        Endpoint: 'ops@mirrorwell.app',
        TopicArn: { Ref: topicIds[0] },
      }),
    ]);
    expect(alarms.length).toBeGreaterThan(routes.length * 2);
    for (const [id, alarm] of alarms) {
      expect(props(alarm).AlarmActions, id).toEqual([{ Ref: topicIds[0] }]);
    }
  });

  it('refuses an alarm email that is not an address, and has no subscriber without one', () => {
    expect(() => buildTestApp({ context: { alarmEmail: 'ops at mirrorwell' } })).toThrow(/alarmEmail/);
    const bare = templateOf(buildTestApp().api);
    expect(Object.keys(bare.findResources('AWS::SNS::Subscription'))).toEqual([]);
    expect(Object.keys(bare.findResources('AWS::SNS::Topic'))).toHaveLength(1);
  });

  it.each(routes.map((route) => [routeKey(route), route] as const))(
    '%s: alarms at a 5xx rate of 5%% (3 errors at least) in 2 of 3 five-minute periods',
    (key, route) => {
      const alarm = alarmNamed(`mirrorwell-5xx-rate-${route.handler.replaceAll('/', '-')}`);
      expect(alarm).toMatchObject({
        Threshold: 5,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 3,
        DatapointsToAlarm: 2,
        TreatMissingData: 'notBreaching',
      });
      const queries = alarm.Metrics as MetricQuery[];
      const expression = queries.find((query) => query.Expression);
      expect(expression?.Expression).toBe(
        'IF(FILL(errors, 0) >= 3, 100 * FILL(errors, 0) / FILL(invocations, 1), 0)',
      );
      const errors = queries.find((query) => query.Id === 'errors')?.MetricStat;
      expect(errors).toEqual({
        Metric: {
          Namespace: 'Mirrorwell',
          MetricName: 'ServerErrors',
          Dimensions: [{ Name: 'Route', Value: key }],
        },
        Period: 300,
        Stat: 'Sum',
      });
      const invocations = queries.find((query) => query.Id === 'invocations')?.MetricStat;
      expect(invocations).toMatchObject({ Metric: { Namespace: 'AWS/Lambda', MetricName: 'Invocations' } });
      expect(invocations?.Period).toBe(300);
      expect(JSON.stringify(invocations?.Metric.Dimensions)).toContain(`"${functionIdOf(route)}"`);
    },
  );

  it.each(routes.map((route) => [routeKey(route), route] as const))(
    "%s: alarms at 3 or more of its Lambda's errors in five minutes",
    (_key, route) => {
      const alarm = alarmNamed(`mirrorwell-lambda-errors-${route.handler.replaceAll('/', '-')}`);
      expect(singleMetricOf(alarm)).toEqual({
        namespace: 'AWS/Lambda',
        metricName: 'Errors',
        statistic: 'Sum',
        period: 300,
      });
      expect(alarm).toMatchObject({
        Threshold: 3,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
      });
      expect(JSON.stringify(alarm.Dimensions)).toContain(`"${functionIdOf(route)}"`);
    },
  );

  /** Name, metric, period (seconds), threshold: as docs/runbook.md states them. */
  const appAlarms = [
    ['mirrorwell-api-gateway-5xx', 'AWS/ApiGateway', '5XXError', 300, 10],
    ['mirrorwell-lambda-throttles', 'AWS/Lambda', 'Throttles', 300, 5],
    ['mirrorwell-webhook-failures', 'Mirrorwell', 'WebhookFailures', 900, 3],
    ['mirrorwell-model-errors', 'Mirrorwell', 'ModelErrors', 300, 5],
    ['mirrorwell-model-timeouts', 'Mirrorwell', 'ModelTimeouts', 300, 5],
  ] as const;

  it.each(appAlarms)(
    '%s: %s %s summed over %i s, alarms at %i or more',
    (name, namespace, metric, period, count) => {
      const alarm = alarmNamed(name);
      expect(singleMetricOf(alarm)).toEqual({ namespace, metricName: metric, statistic: 'Sum', period });
      expect(alarm).toMatchObject({
        Threshold: count,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        EvaluationPeriods: 1,
        TreatMissingData: 'notBreaching',
      });
    },
  );

  it.each([
    ['mirrorwell-dynamodb-throttles', 'ThrottledRequests', 5],
    ['mirrorwell-dynamodb-system-errors', 'SystemErrors', 3],
  ] as const)(
    '%s: the table’s %s over every operation the app calls, at %i or more in five minutes',
    (name, metric, count) => {
      const alarm = alarmNamed(name);
      expect(alarm).toMatchObject({ Threshold: count, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
      const stats = (alarm.Metrics as MetricQuery[]).flatMap((query) =>
        query.MetricStat ? [query.MetricStat] : [],
      );
      const operations = stats.map(
        (stat) => stat.Metric.Dimensions?.find((dimension) => dimension.Name === 'Operation')?.Value,
      );
      expect(operations.sort()).toEqual(
        [
          'BatchGetItem',
          'BatchWriteItem',
          'DeleteItem',
          'GetItem',
          'PutItem',
          'Query',
          'Scan',
          'TransactWriteItems',
          'UpdateItem',
        ].sort(),
      );
      for (const stat of stats) {
        expect(stat).toMatchObject({
          Metric: { Namespace: 'AWS/DynamoDB', MetricName: metric },
          Period: 300,
          Stat: 'Sum',
        });
      }
    },
  );

  it('watches crisis replies an hour (no reply counted as zero) against a band of 3 standard deviations, both ways', () => {
    const alarm = alarmNamed('mirrorwell-crisis-replies-anomaly');
    expect(alarm).toMatchObject({
      ComparisonOperator: 'LessThanLowerOrGreaterThanUpperThreshold',
      EvaluationPeriods: 1,
      ThresholdMetricId: expect.any(String),
    });
    const queries = alarm.Metrics as MetricQuery[];
    const band = queries.find((query) => query.Id === alarm.ThresholdMetricId);
    const bandOf = /^ANOMALY_DETECTION_BAND\((\w+), 3\)$/.exec(String(band?.Expression))?.[1];
    const filled = queries.find((query) => query.Id === bandOf);
    expect(filled?.Expression).toBe('FILL(crisis, 0)');
    expect(queries.find((query) => query.Id === 'crisis')?.MetricStat).toEqual({
      Metric: { Namespace: 'Mirrorwell', MetricName: 'CrisisReplies' },
      Period: 3600,
      Stat: 'Sum',
    });
  });

  it('explains every alarm in docs/runbook.md, under the heading its description points to', () => {
    const runbook = readFileSync(path.join(repoRoot, 'docs', 'runbook.md'), 'utf8');
    const anchors = new Set(
      [...runbook.matchAll(/^### (.+)$/gm)].map((match) =>
        (match[1] ?? '')
          .trim()
          .toLowerCase()
          .replaceAll(/[^a-z0-9 -]/g, '')
          .replaceAll(' ', '-'),
      ),
    );
    for (const [id, alarm] of alarms) {
      const anchor = /docs\/runbook\.md#([a-z0-9-]+)/.exec(String(props(alarm).AlarmDescription))?.[1];
      expect(anchor, `${id} names a runbook section`).toBeDefined();
      expect(anchors.has(anchor ?? ''), `runbook section #${anchor}`).toBe(true);
    }
  });

  it('builds one dashboard that shows the status of every alarm', () => {
    const dashboards = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(props(dashboards[0]).DashboardBody);
    for (const [, alarm] of alarms) expect(body).toContain(String(props(alarm).AlarmName));
  });
});

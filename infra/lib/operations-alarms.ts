/**
 * The alarms an operator acts on, and one dashboard: every alarm notifies one SNS topic, whose email
 * comes from CDK context (`alarmEmail`). docs/runbook.md says, for each alarm, what it means and the
 * first three things to check; infra/test/operations-alarms.test.ts holds each alarm to the figures
 * below. The app's own metrics (5xx per route, webhook failures, crisis replies, model failures) are
 * Embedded Metric Format lines (functions/core/operations/operational-metrics.ts): no SDK, no request.
 *
 * What it costs: CloudWatch bills $0.10 a month per metric an alarm reads (us-east-1, standard
 * resolution): per route 3 metrics (the 5xx rate reads two, Lambda errors one), about $24 a month for
 * 81 routes, and about $2 for the rest; the anomaly band bills 3 metrics. Only a route that has
 * answered a 5xx has a `ServerErrors` metric ($0.30 a month each).
 */
import { Duration } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  Alarm,
  AlarmStatusWidget,
  AnomalyDetectionAlarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IAlarm,
  type IMetric,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITableV2, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { metricNames, metricsNamespace } from '#functions/core/operations/operational-metrics.ts';
import { type RouteDefinition, routeKey } from '#shared/api/routes.ts';

/** Each alarm's figures: what is counted, over how long, from how much on. The runbook repeats them. */
export const alarmThresholds = {
  /** Per route: 5xx answers as a share of the route's invocations, once at least 3 failed. */
  routeServerErrorRate: { percent: 5, minimumErrors: 3, periodMinutes: 5, datapoints: 2, outOf: 3 },
  /** Per route: invocations that crashed, timed out or ran out of memory. */
  lambdaErrors: { count: 3, periodMinutes: 5 },
  /** Every Lambda of the account and region: invocations refused for concurrency. */
  lambdaThrottles: { count: 5, periodMinutes: 5 },
  /** 5xx from API Gateway itself (any route): integration time-outs, throttling, crashes. */
  gatewayServerErrors: { count: 10, periodMinutes: 5 },
  dynamoDbThrottles: { count: 5, periodMinutes: 5 },
  dynamoDbSystemErrors: { count: 3, periodMinutes: 5 },
  webhookFailures: { count: 3, periodMinutes: 15 },
  /** Crisis replies an hour, outside the band CloudWatch learns from their history. */
  crisisReplies: { standardDeviations: 3, periodMinutes: 60 },
  modelErrors: { count: 5, periodMinutes: 5 },
  modelTimeouts: { count: 5, periodMinutes: 5 },
} as const;

/** The DynamoDB operations the app's code calls (functions/core/db): at most 10 in one alarm. */
const tableOperations = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.SCAN,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

export const alarmNamePrefix = 'mirrorwell';
const runbook = 'docs/runbook.md';

/** `chat/send-chat-message` -> `chat-send-chat-message`. */
export function routeAlarmSuffix(route: RouteDefinition): string {
  return route.handler.replaceAll('/', '-');
}

export interface OperationsAlarmsProps {
  readonly api: RestApi;
  readonly table: ITableV2;
  /** Where alarms are mailed (CDK context `alarmEmail`); none: the topic has no subscriber yet. */
  readonly alarmEmail?: string;
}

const minutes = (value: number) => Duration.minutes(value);

function appMetric(
  metricName: string,
  periodMinutes: number,
  dimensionsMap?: Record<string, string>,
): Metric {
  return new Metric({
    namespace: metricsNamespace,
    metricName,
    statistic: 'Sum',
    period: minutes(periodMinutes),
    ...(dimensionsMap ? { dimensionsMap } : {}),
  });
}

/** A Lambda metric of the whole account and region (every function). */
function lambdaAccountMetric(metricName: 'Errors' | 'Throttles', periodMinutes: number): Metric {
  return new Metric({
    namespace: 'AWS/Lambda',
    metricName,
    statistic: 'Sum',
    period: minutes(periodMinutes),
  });
}

interface CountAlarm {
  /** The alarm's name after the prefix, and its runbook section. */
  name: string;
  metric: IMetric;
  threshold: number;
  /** What was counted, as the alarm's description says it. */
  what: string;
}

/** The alarms on a count in one period: each with its construct id, metric and threshold. */
function countAlarmsOf(props: OperationsAlarmsProps): [string, CountAlarm][] {
  const t = alarmThresholds;
  return [
    [
      'GatewayServerErrors',
      {
        name: 'api-gateway-5xx',
        metric: props.api.metricServerError({
          statistic: 'Sum',
          period: minutes(t.gatewayServerErrors.periodMinutes),
        }),
        threshold: t.gatewayServerErrors.count,
        what: 'API Gateway answered 5xx (any route)',
      },
    ],
    [
      'LambdaThrottles',
      {
        name: 'lambda-throttles',
        metric: lambdaAccountMetric('Throttles', t.lambdaThrottles.periodMinutes),
        threshold: t.lambdaThrottles.count,
        what: 'Lambda refused invocations for concurrency (account and region)',
      },
    ],
    [
      'DynamoDbThrottles',
      {
        name: 'dynamodb-throttles',
        metric: props.table.metricThrottledRequestsForOperations({
          operations: tableOperations,
          period: minutes(t.dynamoDbThrottles.periodMinutes),
        }),
        threshold: t.dynamoDbThrottles.count,
        what: 'DynamoDB throttled requests on the table',
      },
    ],
    [
      'DynamoDbSystemErrors',
      {
        name: 'dynamodb-system-errors',
        metric: props.table.metricSystemErrorsForOperations({
          operations: tableOperations,
          period: minutes(t.dynamoDbSystemErrors.periodMinutes),
        }),
        threshold: t.dynamoDbSystemErrors.count,
        what: 'DynamoDB answered requests with a 500 (system errors)',
      },
    ],
    [
      'WebhookFailures',
      {
        name: 'webhook-failures',
        metric: appMetric(metricNames.webhookFailures, t.webhookFailures.periodMinutes),
        threshold: t.webhookFailures.count,
        what: 'Stripe webhooks refused (signature) or failed while applied',
      },
    ],
    [
      'ModelErrors',
      {
        name: 'model-errors',
        metric: appMetric(metricNames.modelErrors, t.modelErrors.periodMinutes),
        threshold: t.modelErrors.count,
        what: 'the model answered with an error, or nothing',
      },
    ],
    [
      'ModelTimeouts',
      {
        name: 'model-timeouts',
        metric: appMetric(metricNames.modelTimeouts, t.modelTimeouts.periodMinutes),
        threshold: t.modelTimeouts.count,
        what: 'the model did not answer within the reply deadline',
      },
    ],
  ];
}

export class OperationsAlarms extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  private readonly action: SnsAction;
  /** Every alarm's name, for the dashboard's status widget (names, not references across stacks). */
  private readonly alarmNames: string[] = [];

  constructor(scope: Construct, id: string, props: OperationsAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'Mirrorwell alarms',
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    this.action = new SnsAction(this.topic);

    for (const [id, options] of countAlarmsOf(props)) this.countAlarm(id, options);
    const crisisPerHour = this.crisisRepliesAnomalyAlarm();
    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: 'Mirrorwell' });
    this.addDashboardGraphs(props, crisisPerHour);
  }

  /**
   * An hour without a crisis reply is a zero, not missing data: a sudden fall (the screen no longer
   * firing) is as worth a look as a sudden rise. Returns the hourly count, which the dashboard shows.
   */
  private crisisRepliesAnomalyAlarm(): MathExpression {
    const t = alarmThresholds.crisisReplies;
    const crisisPerHour = new MathExpression({
      expression: 'FILL(crisis, 0)',
      usingMetrics: { crisis: appMetric(metricNames.crisisReplies, t.periodMinutes) },
      period: minutes(t.periodMinutes),
      label: 'Crisis replies per hour',
    });
    const crisisAlarmName = `${alarmNamePrefix}-crisis-replies-anomaly`;
    const crisis = new AnomalyDetectionAlarm(this, 'CrisisRepliesAnomaly', {
      alarmName: crisisAlarmName,
      alarmDescription: `Crisis replies per hour left the band learned from their history. See ${runbook}#crisis-replies-anomaly.`,
      metric: crisisPerHour,
      stdDevs: t.standardDeviations,
      comparisonOperator: ComparisonOperator.LESS_THAN_LOWER_OR_GREATER_THAN_UPPER_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.notify(crisis, crisisAlarmName);
    return crisisPerHour;
  }

  private addDashboardGraphs(props: OperationsAlarmsProps, crisisPerHour: MathExpression): void {
    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# Mirrorwell\nEvery alarm below is explained in \`${runbook}\`.`,
        width: 24,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      graph('API Gateway: requests and 5xx', [
        props.api.metricCount({ statistic: 'Sum', period: minutes(5) }),
        props.api.metricServerError({ statistic: 'Sum', period: minutes(5) }),
        props.api.metricClientError({ statistic: 'Sum', period: minutes(5) }),
      ]),
      graph('5xx per route', [
        new MathExpression({
          expression: `SEARCH('{${metricsNamespace},Route} MetricName="${metricNames.serverErrors}"', 'Sum', 300)`,
          label: '',
          period: minutes(5),
        }),
      ]),
      graph('Lambda errors and throttles (account)', [
        lambdaAccountMetric('Errors', 5),
        lambdaAccountMetric('Throttles', 5),
      ]),
    );
    this.dashboard.addWidgets(
      // Separate graphs: both sums name their per-operation metrics the same way.
      graph('DynamoDB throttled requests', [
        props.table.metricThrottledRequestsForOperations({ operations: tableOperations, period: minutes(5) }),
      ]),
      graph('DynamoDB system errors', [
        props.table.metricSystemErrorsForOperations({ operations: tableOperations, period: minutes(5) }),
      ]),
      graph('Model errors and time-outs, webhook failures', [
        appMetric(metricNames.modelErrors, 5),
        appMetric(metricNames.modelTimeouts, 5),
        appMetric(metricNames.webhookFailures, 5),
      ]),
    );
    this.dashboard.addWidgets(graph('Crisis replies per hour', [crisisPerHour]));
  }

  /**
   * A route's own alarms, made in the route's scope (its nested stack): its 5xx rate and its
   * Lambda's errors. Called by ApiStack for every route.
   */
  watchRoute(scope: Construct, route: RouteDefinition, fn: IFunction): void {
    const t = alarmThresholds.routeServerErrorRate;
    const suffix = routeAlarmSuffix(route);
    const rateAlarmName = `${alarmNamePrefix}-5xx-rate-${suffix}`;
    const errorsAlarmName = `${alarmNamePrefix}-lambda-errors-${suffix}`;
    const rate = new MathExpression({
      expression: `IF(FILL(errors, 0) >= ${t.minimumErrors}, 100 * FILL(errors, 0) / FILL(invocations, 1), 0)`,
      usingMetrics: {
        errors: appMetric(metricNames.serverErrors, t.periodMinutes, { Route: routeKey(route) }),
        invocations: fn.metricInvocations({ statistic: 'Sum', period: minutes(t.periodMinutes) }),
      },
      period: minutes(t.periodMinutes),
      label: `5xx % of ${routeKey(route)}`,
    });
    this.notify(
      new Alarm(scope, 'ServerErrorRateAlarm', {
        alarmName: rateAlarmName,
        alarmDescription: `${routeKey(route)} answered 5xx to ${t.percent}% or more of its requests (at least ${t.minimumErrors}) in ${t.datapoints} of ${t.outOf} periods of ${t.periodMinutes} minutes. See ${runbook}#route-5xx-rate.`,
        metric: rate,
        threshold: t.percent,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: t.outOf,
        datapointsToAlarm: t.datapoints,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      rateAlarmName,
    );
    const errors = alarmThresholds.lambdaErrors;
    this.notify(
      new Alarm(scope, 'LambdaErrorsAlarm', {
        alarmName: errorsAlarmName,
        alarmDescription: `The Lambda of ${routeKey(route)} failed ${errors.count} or more invocations (crash, time-out, memory) in ${errors.periodMinutes} minutes. See ${runbook}#lambda-errors.`,
        metric: fn.metricErrors({ statistic: 'Sum', period: minutes(errors.periodMinutes) }),
        threshold: errors.count,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      errorsAlarmName,
    );
  }

  private countAlarm(id: string, options: CountAlarm): void {
    const alarmName = `${alarmNamePrefix}-${options.name}`;
    const alarm = new Alarm(this, id, {
      alarmName,
      alarmDescription: `${options.what}: ${options.threshold} or more in one period. See ${runbook}#${options.name}.`,
      metric: options.metric,
      threshold: options.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.notify(alarm, alarmName);
  }

  private notify(alarm: Alarm, alarmName: string): void {
    alarm.addAlarmAction(this.action);
    this.alarmNames.push(alarmName);
  }

  /** The status of every alarm on the dashboard; call once all routes are watched. */
  addAlarmStatus(): void {
    const alarms: IAlarm[] = this.alarmNames.map((name, index) =>
      Alarm.fromAlarmName(this, `StatusOf${index}`, name),
    );
    // 100 alarms a widget at most.
    for (let start = 0; start < alarms.length; start += 100) {
      this.dashboard.addWidgets(
        new AlarmStatusWidget({
          title: start === 0 ? 'Alarms' : `Alarms (${start + 1}-)`,
          alarms: alarms.slice(start, start + 100),
          width: 24,
        }),
      );
    }
  }
}

function graph(title: string, metrics: IMetric[]): GraphWidget {
  return new GraphWidget({ title, left: metrics, width: 8, height: 6 });
}

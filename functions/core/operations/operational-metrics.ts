/**
 * The app's own CloudWatch metrics, written as Embedded Metric Format: one JSON line on standard
 * output, beside the JSON logs (functions/http/logger.ts), which CloudWatch Logs turns into a metric.
 * No SDK and no request: nothing is added to the path of a reply. The alarms that watch them are in
 * infra/lib/operations-alarms.ts; docs/runbook.md says what each one means.
 *
 * Only metadata goes out: a route template, an audience, a kind of failure; never message text, ids
 * or accounts. Outside Lambda (the local runtime, tests) nothing is written.
 */

/** The namespace of every metric here (the alarms read it). */
export const metricsNamespace = 'Mirrorwell';

/** Metric names, as the alarms and the dashboard name them. */
export const metricNames = {
  /** A request answered with a status of 500 or more, per route (dimension `Route`). */
  serverErrors: 'ServerErrors',
  /** A Stripe webhook refused (signature) or failed while processing. */
  webhookFailures: 'WebhookFailures',
  /** A reply that was the safety screen's crisis resources, for any audience. */
  crisisReplies: 'CrisisReplies',
  /** The model answered with an error, or not at all. */
  modelErrors: 'ModelErrors',
  /** The model took longer than the reply's deadline. */
  modelTimeouts: 'ModelTimeouts',
} as const;

export type MetricName = (typeof metricNames)[keyof typeof metricNames];

/** Values that may be a dimension or a searchable field of the line: short, fixed words only. */
type Fields = Readonly<Record<string, string>>;

function inLambda(): boolean {
  return Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
}

/**
 * One EMF line: `count` of `name`, as one metric per dimension set (`[]` is the total over every
 * value, with no dimension). `fields` that are not dimensions stay in the log line, searchable.
 */
export function embeddedMetricLine(
  name: MetricName,
  count: number,
  options: { dimensions?: readonly (readonly string[])[]; fields?: Fields; timestamp?: number } = {},
): string {
  return JSON.stringify({
    _aws: {
      Timestamp: options.timestamp ?? Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: metricsNamespace,
          Dimensions: options.dimensions ?? [[]],
          Metrics: [{ Name: name, Unit: 'Count' }],
        },
      ],
    },
    ...options.fields,
    [name]: count,
  });
}

/**
 * Written straight to standard output, not through `console`: with Lambda's JSON log format,
 * `console` nests a line inside its own object, where CloudWatch no longer finds `_aws`.
 */
function emit(line: string): void {
  if (!inLambda()) return;
  process.stdout.write(`${line}\n`);
}

/** A reply with a status of 500 or more on `route` ("POST /api/chat"). */
export function countServerError(route: string): void {
  emit(
    embeddedMetricLine(metricNames.serverErrors, 1, { dimensions: [['Route']], fields: { Route: route } }),
  );
}

/** Stripe's webhook refused (a missing or wrong signature) or failed while applying the event. */
export function countWebhookFailure(reason: 'signature' | 'processing'): void {
  emit(embeddedMetricLine(metricNames.webhookFailures, 1, { fields: { Reason: reason } }));
}

/** A crisis reply was given (the total is alarmed on; the audience stays in the line). */
export function countCrisisReply(audience: string): void {
  emit(embeddedMetricLine(metricNames.crisisReplies, 1, { fields: { Audience: audience } }));
}

/** The model failed: a time-out, or an error (status, connection, empty reply). */
export function countModelFailure(kind: 'timeout' | 'upstream', detail: string): void {
  const name = kind === 'timeout' ? metricNames.modelTimeouts : metricNames.modelErrors;
  emit(embeddedMetricLine(name, 1, { fields: { Detail: detail.slice(0, 80) } }));
}

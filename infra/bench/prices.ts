/**
 * The AWS list prices the cost estimate assumes: us-east-1, arm64, on-demand, USD, without free
 * tiers (published prices as of 2025; check aws.amazon.com/<service>/pricing before relying on them).
 */
export const assumedPrices = {
  region: 'us-east-1',
  /** Lambda on arm64 (Graviton), per GB-second of billed duration. */
  lambdaGbSecond: 0.0000133334,
  /** Lambda, per request. */
  lambdaRequest: 0.2 / 1_000_000,
  /** API Gateway REST API, per request (first 333 million a month). */
  apiGatewayRestRequest: 3.5 / 1_000_000,
  /** DynamoDB on-demand, per write request unit (1 KB; transactional writes take 2 per KB). */
  dynamoDbWriteRequestUnit: 0.625 / 1_000_000,
  /** DynamoDB on-demand, per read request unit (4 KB strongly consistent; eventual is half). */
  dynamoDbReadRequestUnit: 0.125 / 1_000_000,
  /** CloudFront, per HTTPS request (North America). */
  cloudFrontHttpsRequest: 0.01 / 10_000,
  /** CloudWatch Logs, per GB ingested. */
  cloudWatchLogsIngestedGb: 0.5,
  /** Monthly, not per message: a customer-managed KMS key, a Secrets Manager secret. */
  kmsKeyMonth: 1,
  secretMonth: 0.4,
} as const;

/** Log bytes per API request: API Gateway's access-log line, and the Lambda's platform and app lines. */
export const assumedLogBytesPerRequest = { accessLog: 450, lambda: 900 } as const;

import { Agent } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { serverConfig } from '#functions/core/config/server-config.ts';
import { answerOutagesAsUnavailable } from './storage-unavailable';

/** One document client per container, created on first use. */
let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (!documentClient) {
    const config = serverConfig();
    const local = config.DYNAMODB_ENDPOINT;
    const client = new DynamoDBClient({
      region: config.AWS_REGION,
      ...(local
        ? {
            endpoint: local,
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
            // DynamoDB Local speaks plain HTTP, where the SDK does not keep connections alive by
            // default (it does for AWS's HTTPS endpoints): reuse them, as in AWS.
            requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: 50 }) },
          }
        : {}),
      maxAttempts: 3,
    });
    // After its retries, DynamoDB out of reach answers as a 503 with Retry-After (never a 500).
    answerOutagesAsUnavailable(client);
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function tableName(): string {
  return serverConfig().TABLE_NAME;
}

/** Forget the client (tests point it at another endpoint or table). */
export function resetDbClient(): void {
  documentClient = undefined;
}

export function isConditionFailure(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'ConditionalCheckFailedException';
}

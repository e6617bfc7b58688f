/**
 * The stateful part of Mirrorwell: the single DynamoDB table, its customer-managed key, and the
 * Secrets Manager secrets whose names (never values) reach the Lambdas. Everything here is retained
 * when the stack is deleted, and lives apart from the API so that redeploying or replacing the API
 * never touches data.
 */
import { CfnOutput, RemovalPolicy, SecretValue, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, TableEncryptionV2, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { tableDefinition } from '#functions/core/db/table-definition.ts';
import { SessionKeys, sessionKeySecretNames } from '#infra/lib/session-keys/session-keys.ts';
import { DownloadsLibrary } from './downloads-library';

/** Secret names are fixed so the operator knows which ones to fill in (see the deploy notes). */
export const secretNames = {
  sessionSigningKey: sessionKeySecretNames.signingKey,
  sessionVerifyKeys: sessionKeySecretNames.verifyKeys,
  openAi: 'mirrorwell/openai',
  stripe: 'mirrorwell/stripe',
  originVerify: 'mirrorwell/origin-verify',
} as const;

/**
 * The secrets' first values: empty, which the app reads as "not configured" (the offline guide
 * answers; checkout says payments are not configured). The operator fills them in Secrets Manager.
 */
export const initialSecretValues = {
  openAi: { apiKey: '' },
  stripe: { secretKey: '', webhookSigningSecret: '' },
} as const;

const rotationReason =
  'Rotated by the operator, not by a rotation Lambda: the value belongs to an outside provider ' +
  '(OpenAI, Stripe), or, for the origin-verify value, it is copied into CloudFront at deploy, so it ' +
  'changes with a redeploy of the web stack.';

/** A secret and its name: the name is what a Lambda's environment gets. */
export interface NamedSecret {
  readonly secret: ISecret;
  readonly name: string;
}

export interface AppSecrets {
  /** The ES256 private key (JWK): only routes that create sessions read it. */
  readonly sessionSigningKey: NamedSecret;
  /** The ES256 public keys (JWKS): every route that checks a session reads it. */
  readonly sessionVerifyKeys: NamedSecret;
  readonly openAi: NamedSecret;
  readonly stripe: NamedSecret;
  /**
   * Known only to CloudFront (which adds it to every /api request) and the API: a request that
   * carries it came through CloudFront, so CloudFront's viewer address can be trusted.
   */
  readonly originVerify: NamedSecret;
}

export class DataStack extends Stack {
  readonly table: TableV2;
  readonly tableKey: Key;
  readonly secrets: AppSecrets;
  /** The premium downloads library's files (content/downloads), read only to sign links. */
  readonly downloadsBucket: Bucket;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);

    this.tableKey = new Key(this, 'TableKey', {
      description: 'Encrypts the Mirrorwell table (conversations, memories, accounts).',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const stringKey = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      billing: Billing.onDemand(),
      encryption: TableEncryptionV2.customerManagedKey(this.tableKey),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      globalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: ProjectionType.ALL,
      })),
    });

    const sessionKeys = new SessionKeys(this, 'SessionKeys');
    const openAiSecret = this.operatorFilledSecret('OpenAiCredentials', secretNames.openAi, {
      description: 'OpenAI-compatible API key as JSON {"apiKey": ""}. Empty means the offline guide answers.',
      initialValue: initialSecretValues.openAi,
    });
    const stripeSecret = this.operatorFilledSecret('StripeCredentials', secretNames.stripe, {
      description:
        'Stripe keys as JSON {"secretKey": "", "webhookSigningSecret": ""}. Empty means payments are off.',
      initialValue: initialSecretValues.stripe,
    });
    const originVerifySecret = new Secret(this, 'OriginVerifyValue', {
      secretName: secretNames.originVerify,
      description:
        'Sent by CloudFront to the API on every /api request, so the API can trust the viewer address. Generated at deploy.',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const secret of [openAiSecret, stripeSecret, originVerifySecret]) {
      Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: rotationReason });
    }
    this.secrets = {
      sessionSigningKey: { secret: sessionKeys.signingKey, name: secretNames.sessionSigningKey },
      sessionVerifyKeys: { secret: sessionKeys.verifyKeys, name: secretNames.sessionVerifyKeys },
      openAi: { secret: openAiSecret, name: secretNames.openAi },
      stripe: { secret: stripeSecret, name: secretNames.stripe },
      originVerify: { secret: originVerifySecret, name: secretNames.originVerify },
    };

    new CfnOutput(this, 'TableName', { value: this.table.tableName });

    this.downloadsBucket = new DownloadsLibrary(this, 'DownloadsLibrary').bucket;
  }

  private operatorFilledSecret(
    id: string,
    secretName: string,
    options: { description: string; initialValue: Record<string, string> },
  ): Secret {
    return new Secret(this, id, {
      secretName,
      description: options.description,
      // Only empty values are in the template; the operator puts the real ones in Secrets Manager,
      // and later deploys leave them alone as long as this initial value does not change.
      secretStringValue: SecretValue.unsafePlainText(JSON.stringify(options.initialValue)),
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

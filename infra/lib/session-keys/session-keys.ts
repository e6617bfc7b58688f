/**
 * The two session-key secrets and the custom resource that fills them once, at the first deploy.
 *
 * - signing key (`mirrorwell/session-signing-key`): the ES256 private key as a JWK JSON string
 *   (`kid`, `alg: 'ES256'`). Only routes that declare `sessions:sign` may read it.
 * - verify keys (`mirrorwell/session-verify-keys`): a JWKS JSON string `{"keys":[public JWK, ...]}`.
 *   Routes that declare `sessions:verify` read it; during a rotation it holds two keys.
 *
 * The generator runs on Create only and never overwrites a signing secret that already holds a
 * key: a new key would make every issued token unverifiable and sign everybody out. Both secrets
 * are retained with the stack, like the table.
 */
import { fileURLToPath } from 'node:url';
import { type CfnResource, CustomResource, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Grant, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { sharedLambdaProps } from '#infra/lib/lambda-bundling.ts';
import type { SessionKeysProperties } from './generate-session-keys';

export const sessionKeySecretNames = {
  signingKey: 'mirrorwell/session-signing-key',
  verifyKeys: 'mirrorwell/session-verify-keys',
} as const;

/** The custom resource type, as it appears in the template. */
export const sessionKeysResourceType = 'Custom::MirrorwellSessionKeys';

const generatorEntry = fileURLToPath(new URL('./generate-session-keys.ts', import.meta.url));

export class SessionKeys extends Construct {
  readonly signingKey: Secret;
  readonly verifyKeys: Secret;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    // The generated placeholder is never read: the custom resource replaces it before any API
    // Lambda exists (the API stack deploys after this one).
    const placeholder = { passwordLength: 32, excludePunctuation: true };
    this.signingKey = new Secret(this, 'SigningKey', {
      secretName: sessionKeySecretNames.signingKey,
      description:
        'Signs Mirrorwell session tokens: the ES256 private key as a JWK (kid, alg). Generated once at the first deploy.',
      generateSecretString: placeholder,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.verifyKeys = new Secret(this, 'VerifyKeys', {
      secretName: sessionKeySecretNames.verifyKeys,
      description:
        'Verifies Mirrorwell session tokens: a JWKS {"keys":[...]} of ES256 public keys (two during a rotation).',
      generateSecretString: placeholder,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const rotationReason =
      'Rotated by the operator as a planned operation (README, "Session keys"): the new public key joins ' +
      'the verify set first, then the signing key changes, and the old public key leaves after the ' +
      '30-day session lifetime. A rotation Lambda that swapped the key at once would sign everybody out.';
    for (const secret of [this.signingKey, this.verifyKeys]) {
      Validations.of(secret).acknowledge({ id: 'AwsSolutions-SMG4', reason: rotationReason });
    }

    const generator = this.createGenerator();
    const frameworkLogs = new LogGroup(this, 'ProviderLogs', { retention: RetentionDays.ONE_MONTH });
    const frameworkRole = new Role(this, 'ProviderRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Runs the custom-resource framework that calls the session-key generator at deploy time',
    });
    frameworkLogs.grantWrite(frameworkRole);
    const provider = new Provider(this, 'Provider', {
      onEventHandler: generator,
      frameworkOnEventRole: frameworkRole,
      logGroup: frameworkLogs,
    });
    const generatorLogicalId = Stack.of(this).getLogicalId(generator.node.defaultChild as CfnResource);
    Validations.of(frameworkRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${generatorLogicalId}.Arn>:*]`,
      reason:
        "CDK's custom-resource framework may invoke the generator's versions (ARN:*); that is the only function it can call, and only at deploy time.",
    });

    const properties: SessionKeysProperties = {
      SigningKeySecretArn: this.signingKey.secretArn,
      VerifyKeysSecretArn: this.verifyKeys.secretArn,
    };
    this.resource = new CustomResource(this, 'Resource', {
      serviceToken: provider.serviceToken,
      resourceType: sessionKeysResourceType,
      properties: { ...properties },
      // The secrets are retained; the resource that filled them has nothing to remove.
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  private createGenerator(): NodejsFunction {
    const logGroup = new LogGroup(this, 'GeneratorLogs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'GeneratorRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Generates the session key pair once, at the first deploy',
    });
    logGroup.grantWrite(role);
    // Reads the signing secret only to see whether it already holds a key (then it is left alone).
    Grant.addToPrincipal({
      grantee: role,
      actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
      resourceArns: [this.signingKey.secretArn],
    });
    Grant.addToPrincipal({
      grantee: role,
      actions: ['secretsmanager:PutSecretValue'],
      resourceArns: [this.verifyKeys.secretArn],
    });

    const generator = new NodejsFunction(this, 'Generator', {
      entry: generatorEntry,
      handler: 'handler',
      description: 'Generates the ES256 session key pair on Create; never replaces it (deploy time only)',
      ...sharedLambdaProps(),
      memorySize: 128,
      timeout: Duration.seconds(30),
      role,
      logGroup,
    });
    Validations.of(generator).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 is the runtime the project targets and bundles for (esbuild target node22), like every API Lambda.',
    });
    return generator;
  }
}

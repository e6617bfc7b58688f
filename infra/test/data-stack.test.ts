import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '#functions/core/db/table-definition.ts';
import { secretNames } from '#infra/lib/data-stack.ts';
import { type SessionKeys, sessionKeysResourceType } from '#infra/lib/session-keys/session-keys.ts';
import { buildTestApp, type CfnResource, resourcesOfType, templateOf } from './synth-fixture';

const { data } = buildTestApp();
const template = templateOf(data);

describe('DataStack: the single table', () => {
  const [tableId, table] = Object.entries(resourcesOfType(template, 'AWS::DynamoDB::GlobalTable'))[0] ?? [];
  const properties = (table?.Properties ?? {}) as Record<string, unknown>;
  const replica = ((properties.Replicas as Record<string, unknown>[] | undefined) ?? [])[0] ?? {};

  it('is exactly one table, keyed as functions/core/db/table-definition.ts says', () => {
    expect(Object.keys(resourcesOfType(template, 'AWS::DynamoDB::GlobalTable'))).toHaveLength(1);
    expect(Object.keys(resourcesOfType(template, 'AWS::DynamoDB::Table'))).toHaveLength(0);
    expect(properties.KeySchema).toEqual([
      { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
    ]);
  });

  it('has both GSIs with their keys and every attribute projected', () => {
    const indexes = properties.GlobalSecondaryIndexes as Record<string, unknown>[];
    expect(indexes).toHaveLength(tableDefinition.globalSecondaryIndexes.length);
    for (const index of tableDefinition.globalSecondaryIndexes) {
      expect(indexes).toContainEqual({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      });
    }
  });

  it('bills on demand and expires items through the TTL attribute', () => {
    expect(properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(properties.TimeToLiveSpecification).toEqual({
      AttributeName: tableDefinition.timeToLiveAttribute,
      Enabled: true,
    });
  });

  it('keeps point-in-time recovery, deletion protection and the data on stack deletion', () => {
    expect(replica.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(replica.DeletionProtectionEnabled).toBe(true);
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    expect(tableId).toBeDefined();
  });

  it('is encrypted with its own customer-managed key, which rotates and is retained', () => {
    expect(properties.SSESpecification).toEqual({ SSEEnabled: true, SSEType: 'KMS' });
    const keys = resourcesOfType(template, 'AWS::KMS::Key');
    const [keyId] = Object.keys(keys);
    expect(Object.keys(keys)).toHaveLength(1);
    expect(replica.SSESpecification).toEqual({ KMSMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } });
    template.hasResource('AWS::KMS::Key', {
      Properties: Match.objectLike({ EnableKeyRotation: true }),
      DeletionPolicy: 'Retain',
    });
  });
});

describe('DataStack: secrets', () => {
  const secrets = Object.values(resourcesOfType(template, 'AWS::SecretsManager::Secret'));
  const byName = (name: string) => secrets.find((secret) => secret.Properties?.Name === name)?.Properties;

  it('generates the origin-verify value at deploy time; the template holds no secret value', () => {
    const originVerify = byName(secretNames.originVerify);
    expect(originVerify?.GenerateSecretString).toMatchObject({
      PasswordLength: 48,
      ExcludePunctuation: true,
    });
    expect(originVerify?.SecretString).toBeUndefined();
    for (const name of [secretNames.sessionSigningKey, secretNames.sessionVerifyKeys]) {
      expect(byName(name)?.SecretString, name).toBeUndefined();
    }
  });

  it('creates the OpenAI and Stripe secrets with empty JSON values for the operator to fill', () => {
    for (const name of [secretNames.openAi, secretNames.stripe]) {
      const initialValue = JSON.parse(String(byName(name)?.SecretString)) as Record<string, string>;
      expect(Object.keys(initialValue).length).toBeGreaterThan(0);
      expect(Object.values(initialValue).every((value) => value === '')).toBe(true);
    }
  });

  it('has the two session-key secrets instead of the old shared JWT secret', () => {
    expect(secrets.map((secret) => secret.Properties?.Name).sort()).toEqual(
      [
        secretNames.openAi,
        secretNames.originVerify,
        secretNames.sessionSigningKey,
        secretNames.sessionVerifyKeys,
        secretNames.stripe,
      ].sort(),
    );
    expect(JSON.stringify(template.toJSON())).not.toMatch(/jwt-signing-key|JwtSigningKey/i);
  });

  it('retains every secret when the stack is deleted', () => {
    const retained = template.findResources('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
    expect(Object.keys(retained)).toHaveLength(secrets.length);
  });
});

describe('DataStack: session keys, generated once', () => {
  const resources = template.toJSON().Resources as Record<string, CfnResource & { DeletionPolicy?: string }>;
  const idOf = (construct: IConstruct) => data.getLogicalId(construct.node.defaultChild as CfnElement);
  const keys = data.node.findChild('SessionKeys') as SessionKeys;
  const signingId = idOf(keys.signingKey);
  const verifyId = idOf(keys.verifyKeys);
  const [, customResource] =
    Object.entries(resources).find(([, resource]) => resource.Type === sessionKeysResourceType) ?? [];
  const functions = resourcesOfType(template, 'AWS::Lambda::Function');
  const generatorId = idOf(keys.node.findChild('Generator'));

  it('fills both secrets through a custom resource whose provider calls the key generator', () => {
    expect(customResource?.Properties).toMatchObject({
      SigningKeySecretArn: { Ref: signingId },
      VerifyKeysSecretArn: { Ref: verifyId },
    });
    const serviceToken = customResource?.Properties?.ServiceToken as { 'Fn::GetAtt': string[] };
    const framework = functions[serviceToken['Fn::GetAtt'][0] as string];
    expect(JSON.stringify(framework?.Properties?.Environment)).toContain(generatorId);
    expect(functions[generatorId]?.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
    });
  });

  it('is retained, so removing it never runs a Delete; Updates are ignored by the generator', () => {
    expect(customResource?.DeletionPolicy).toBe('Retain');
    expect(resources[signingId]?.DeletionPolicy).toBe('Retain');
    expect(resources[verifyId]?.DeletionPolicy).toBe('Retain');
  });

  it('lets the generator read only the signing secret (to see whether it already holds a key) and write the two', () => {
    const role = functions[generatorId]?.Properties?.Role as { 'Fn::GetAtt': string[] };
    const roleId = role['Fn::GetAtt'][0];
    const policy = Object.values(resourcesOfType(template, 'AWS::IAM::Policy')).find((candidate) =>
      JSON.stringify(candidate.Properties?.Roles).includes(`"${roleId}"`),
    );
    const document = policy?.Properties?.PolicyDocument as { Statement: Record<string, unknown>[] };
    const statements = document.Statement;
    const secretGrants = statements
      .filter((statement) => JSON.stringify(statement.Action).includes('secretsmanager'))
      .map((statement) => ({ Action: [statement.Action].flat().sort(), Resource: statement.Resource }));
    expect(secretGrants).toEqual([
      {
        Action: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
        Resource: { Ref: signingId },
      },
      { Action: ['secretsmanager:PutSecretValue'], Resource: { Ref: verifyId } },
    ]);
  });
});

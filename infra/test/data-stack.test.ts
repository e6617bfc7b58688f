import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '#functions/core/db/table-definition.ts';
import { secretNames } from '#infra/lib/data-stack.ts';
import { buildTestApp, resourcesOfType, templateOf } from './synth-fixture';

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

  it('generates the JWT signing key and the origin-verify value at deploy time; the template holds neither', () => {
    const jwt = byName(secretNames.jwt);
    expect(jwt?.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
    expect(jwt?.SecretString).toBeUndefined();
    const originVerify = byName(secretNames.originVerify);
    expect(originVerify?.GenerateSecretString).toMatchObject({
      PasswordLength: 48,
      ExcludePunctuation: true,
    });
    expect(originVerify?.SecretString).toBeUndefined();
  });

  it('creates the OpenAI and Stripe secrets with empty JSON values for the operator to fill', () => {
    for (const name of [secretNames.openAi, secretNames.stripe]) {
      const initialValue = JSON.parse(String(byName(name)?.SecretString)) as Record<string, string>;
      expect(Object.keys(initialValue).length).toBeGreaterThan(0);
      expect(Object.values(initialValue).every((value) => value === '')).toBe(true);
    }
  });

  it('retains all four secrets when the stack is deleted', () => {
    expect(secrets).toHaveLength(4);
    const retained = template.findResources('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
    expect(Object.keys(retained)).toHaveLength(4);
  });
});

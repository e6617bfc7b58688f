import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { downloadsContentDirectory } from '#infra/lib/repo-paths.ts';
import { type RouteDefinition, routeKey, routes } from '#shared/api/routes.ts';
import { assemblyDirectory, buildTestApp, resourcesOfType, templateOf } from './synth-fixture';

const { data } = buildTestApp();
const template = templateOf(data);
const bucketId = data.getLogicalId(data.downloadsBucket.node.defaultChild as CfnElement);
const resources = template.toJSON().Resources as Record<
  string,
  { Type: string; Properties?: Record<string, unknown>; DeletionPolicy?: string }
>;

describe('the downloads library bucket (DataStack)', () => {
  const bucket = resources[bucketId];

  it('is private, encrypted and kept when the stack is deleted', () => {
    expect(bucket?.Type).toBe('AWS::S3::Bucket');
    expect(bucket?.Properties?.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket?.Properties?.BucketEncryption).toEqual({
      ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
    });
    expect(bucket?.DeletionPolicy).toBe('Retain');
  });

  it('refuses every request without TLS, and grants nobody outside the account anything', () => {
    const policy = Object.values(resourcesOfType(template, 'AWS::S3::BucketPolicy')).find(
      (candidate) => JSON.stringify(candidate.Properties?.Bucket) === JSON.stringify({ Ref: bucketId }),
    );
    const document = policy?.Properties?.PolicyDocument as
      | { Statement: Record<string, unknown>[] }
      | undefined;
    const statements = document?.Statement ?? [];
    expect(statements).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Action: 's3:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
    );
    for (const statement of statements.filter((candidate) => candidate.Effect === 'Allow')) {
      expect(JSON.stringify(statement.Principal)).not.toMatch(/"\*"/);
    }
  });

  it('is filled from content/downloads at deploy time, removing what the folder no longer holds', () => {
    const [deployment] = Object.values(resourcesOfType(template, 'Custom::CDKBucketDeployment'));
    expect(deployment?.Properties?.DestinationBucketName).toEqual({ Ref: bucketId });
    expect(deployment?.Properties?.Prune).toBe(true);
    const [objectKey] = (deployment?.Properties?.SourceObjectKeys as string[] | undefined) ?? [];
    const staged = path.join(assemblyDirectory(data), `asset.${String(objectKey).replace(/\.zip$/, '')}`);
    expect(existsSync(staged), staged).toBe(true);
    expect(readdirSync(staged).sort()).toEqual(readdirSync(downloadsContentDirectory).sort());
  });

  it('is read only by the routes that declare `downloads`', () => {
    const readers = (routes as readonly RouteDefinition[]).filter((route) =>
      route.uses.includes('downloads'),
    );
    expect(readers.map(routeKey)).toEqual(['POST /api/downloads/{downloadId}']);
    const list = routes.find((route) => routeKey(route) === 'GET /api/downloads');
    expect(list?.access).toBe('public');
    expect(list?.uses).toEqual(['table:read']);
  });
});

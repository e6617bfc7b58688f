import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { calculateJwkThumbprint, createLocalJWKSet, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler, sessionKeysPhysicalId } from './generate-session-keys';

const secrets = mockClient(SecretsManagerClient);
const signingArn =
  'arn:aws:secretsmanager:us-east-1:123456789012:secret:mirrorwell/session-signing-key-AbCdEf';
const verifyArn =
  'arn:aws:secretsmanager:us-east-1:123456789012:secret:mirrorwell/session-verify-keys-GhIjKl';

function event(requestType: 'Create' | 'Update' | 'Delete'): CloudFormationCustomResourceEvent {
  const base = {
    ServiceToken: 'token',
    ResponseURL: 'https://example.com',
    StackId: 'stack',
    RequestId: 'request',
    LogicalResourceId: 'SessionKeys',
    ResourceType: 'Custom::MirrorwellSessionKeys',
    ResourceProperties: {
      ServiceToken: 'token',
      SigningKeySecretArn: signingArn,
      VerifyKeysSecretArn: verifyArn,
    },
  };
  if (requestType === 'Create') return { ...base, RequestType: 'Create' };
  if (requestType === 'Update')
    return {
      ...base,
      RequestType: 'Update',
      PhysicalResourceId: sessionKeysPhysicalId,
      OldResourceProperties: { ServiceToken: 'token' },
    };
  return { ...base, RequestType: 'Delete', PhysicalResourceId: sessionKeysPhysicalId };
}

/** What the generator wrote, by secret. */
function written(): Map<string, string> {
  return new Map(
    secrets
      .commandCalls(PutSecretValueCommand)
      .map((call) => [String(call.args[0].input.SecretId), String(call.args[0].input.SecretString)]),
  );
}

beforeEach(() => {
  secrets.reset();
  // A new secret holds CloudFormation's generated placeholder, not a key.
  secrets.on(GetSecretValueCommand).resolves({ SecretString: 'placeholderplaceholderplaceholde' });
  secrets.on(PutSecretValueCommand).resolves({});
});

describe('session key generator (custom resource, on Create only)', () => {
  it('writes an ES256 private JWK and a JWKS with its public half, which verifies what the private key signs', async () => {
    const response = await handler(event('Create'));
    const values = written();
    const privateJwk = JSON.parse(values.get(signingArn) ?? '{}') as JWK;
    const verifySet = JSON.parse(values.get(verifyArn) ?? '{}') as { keys: JWK[] };

    expect(privateJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String) });
    expect(privateJwk.d).toEqual(expect.any(String));
    expect(verifySet.keys).toHaveLength(1);
    const [publicJwk] = verifySet.keys;
    expect(publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: privateJwk.kid });
    expect(publicJwk?.d).toBeUndefined();
    expect(privateJwk.kid).toBe(await calculateJwkThumbprint(publicJwk as JWK));
    expect(response).toEqual({
      PhysicalResourceId: sessionKeysPhysicalId,
      Data: { Kid: privateJwk.kid, Generated: 'true' },
    });

    const token = await new SignJWT({ sub: 'member-1' })
      .setProtectedHeader({ alg: 'ES256', kid: privateJwk.kid as string })
      .setAudience('member')
      .setExpirationTime('1h')
      .sign(await importJWK(privateJwk, 'ES256'));
    const { payload } = await jwtVerify(token, createLocalJWKSet(verifySet as { keys: JWK[] }), {
      audience: 'member',
    });
    expect(payload.sub).toBe('member-1');
  });

  it('puts the public key in the verify set before the signing key changes', async () => {
    await handler(event('Create'));
    const order = secrets.commandCalls(PutSecretValueCommand).map((call) => call.args[0].input.SecretId);
    expect(order).toEqual([verifyArn, signingArn]);
  });

  it('makes a different key pair on every fresh deployment', async () => {
    await handler(event('Create'));
    const first = written().get(signingArn);
    secrets.resetHistory();
    await handler(event('Create'));
    expect(written().get(signingArn)).not.toBe(first);
  });

  it('never replaces keys on an Update or a Delete: it touches no secret at all', async () => {
    for (const type of ['Update', 'Delete'] as const) {
      secrets.resetHistory();
      expect(await handler(event(type))).toEqual({ PhysicalResourceId: sessionKeysPhysicalId });
      expect(secrets.calls(), type).toHaveLength(0);
    }
  });

  it('leaves a signing key that already exists alone, even on Create (a re-created resource)', async () => {
    await handler(event('Create'));
    const existing = written().get(signingArn) ?? '';
    secrets.reset();
    secrets.on(GetSecretValueCommand).resolves({ SecretString: existing });
    const response = await handler(event('Create'));
    expect(secrets.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    expect(response.Data).toEqual({ Kid: (JSON.parse(existing) as JWK).kid, Generated: 'false' });
  });

  it('fills a secret that has no value yet', async () => {
    secrets
      .on(GetSecretValueCommand)
      .rejects(new ResourceNotFoundException({ message: 'no AWSCURRENT', $metadata: {} }));
    await handler(event('Create'));
    expect([...written().keys()].sort()).toEqual([signingArn, verifyArn].sort());
  });
});

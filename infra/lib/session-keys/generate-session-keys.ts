/**
 * The deploy-time Lambda behind the session-keys custom resource (custom-resources Provider).
 *
 * On Create it generates an ES256 key pair and writes the public key to the verify-keys secret,
 * then the private key to the signing-key secret. On Update and Delete it does nothing, and even on
 * Create it leaves a signing secret that already holds a key alone: replacing the key would make
 * every issued session token unverifiable, so every member, therapist and client would be signed
 * out at once. Keys change only through the planned rotation (README, "Session keys").
 */
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { generateSessionKeyPair, isSessionSigningKey } from './key-pair';

/** The custom resource's properties: which secrets to fill. */
export interface SessionKeysProperties {
  readonly SigningKeySecretArn: string;
  readonly VerifyKeysSecretArn: string;
}

export interface ProviderResponse {
  readonly PhysicalResourceId: string;
  readonly Data?: { readonly Kid: string; readonly Generated: 'true' | 'false' };
}

/** One physical resource per stack: the keys themselves live in the secrets. */
export const sessionKeysPhysicalId = 'mirrorwell-session-keys';

let client: SecretsManagerClient | undefined;

export async function handler(event: CloudFormationCustomResourceEvent): Promise<ProviderResponse> {
  if (event.RequestType !== 'Create') return { PhysicalResourceId: event.PhysicalResourceId };
  const properties = event.ResourceProperties as unknown as SessionKeysProperties;
  client ??= new SecretsManagerClient({});

  const existing = await currentValue(client, properties.SigningKeySecretArn);
  if (existing !== undefined && isSessionSigningKey(existing)) {
    const { kid } = JSON.parse(existing) as { kid: string };
    return { PhysicalResourceId: sessionKeysPhysicalId, Data: { Kid: kid, Generated: 'false' } };
  }

  const pair = await generateSessionKeyPair();
  // The public key first: a token can only be verified once its key is in the verify set.
  await client.send(
    new PutSecretValueCommand({
      SecretId: properties.VerifyKeysSecretArn,
      SecretString: pair.verifyKeysJson,
    }),
  );
  await client.send(
    new PutSecretValueCommand({
      SecretId: properties.SigningKeySecretArn,
      SecretString: pair.signingKeyJson,
    }),
  );
  return { PhysicalResourceId: sessionKeysPhysicalId, Data: { Kid: pair.kid, Generated: 'true' } };
}

async function currentValue(secrets: SecretsManagerClient, secretId: string): Promise<string | undefined> {
  try {
    return (await secrets.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

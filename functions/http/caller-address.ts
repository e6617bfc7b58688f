import { timingSafeEqual } from 'node:crypto';
import { originVerifyValue } from '#functions/core/config/secrets.ts';
import type { RequestInfo } from './request-info';

/**
 * The address that per-address limits count against. The API Gateway URL stays reachable without
 * CloudFront, so anyone could send their own `CloudFront-Viewer-Address` straight to it: the
 * viewer address is believed only on a request carrying CloudFront's origin-verify value
 * (ORIGIN_VERIFY_HEADER). Otherwise the address API Gateway saw counts, which the caller cannot
 * choose. Where no CloudFront stands in front (the local runtime) the viewer header is trusted.
 */
export async function callerAddress(request: RequestInfo): Promise<string> {
  const expected = await originVerifyValue();
  const throughCloudFront = expected === undefined || sameSecret(request.originVerify, expected);
  return (throughCloudFront ? request.viewerAddress : undefined) ?? request.sourceIp;
}

function sameSecret(received: string | undefined, expected: string): boolean {
  if (received === undefined) return false;
  const a = Buffer.from(received);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

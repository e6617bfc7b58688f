import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { downloadFileTypes } from '#shared/domain/downloads.ts';
import type { DownloadEntry } from './catalogue';
import { attachmentDisposition, type DownloadStore } from './download-link';

export interface S3DownloadStoreOptions {
  bucket: string;
  region: string;
  /** Tests pass a client with fixed credentials; in the Lambda the role's credentials sign. */
  client?: S3Client;
}

/** One S3 client per container, created on first use. */
let sharedClient: S3Client | undefined;

function sharedClientIn(region: string): S3Client {
  sharedClient ??= new S3Client({ region });
  return sharedClient;
}

/**
 * The library in AWS: a private bucket whose objects are named by the catalogue's file paths. A
 * link is a presigned GET, signed with the Lambda role's credentials (which may read exactly the
 * catalogue's objects), that S3 answers with the file as an attachment of its type until it expires.
 * Signing is local computation: no request reaches S3 until the browser follows the link.
 */
export function s3DownloadStore(options: S3DownloadStoreOptions): DownloadStore {
  const client = () => options.client ?? sharedClientIn(options.region);
  return {
    linkTo(download: DownloadEntry, expiresAt: Date, now: Date): Promise<string> {
      const command = new GetObjectCommand({
        Bucket: options.bucket,
        Key: download.filePath,
        ResponseContentDisposition: attachmentDisposition(download.filePath),
        ResponseContentType: downloadFileTypes[download.fileType].contentType,
      });
      const expiresIn = Math.round((expiresAt.getTime() - now.getTime()) / 1000);
      return getSignedUrl(client(), command, { expiresIn, signingDate: now });
    },
  };
}

import { appOrigin } from '#functions/core/config/app-links.ts';
import { ConfigurationError, type ServerConfig, serverConfig } from '#functions/core/config/server-config.ts';
import type { DownloadStore } from './download-link';
import { localDownloadStore, localLinkKey } from './local-download-store';
import { s3DownloadStore } from './s3-download-store';

let cached: { config: ServerConfig; store: DownloadStore } | undefined;

/**
 * The store this deployment is configured with: the S3 bucket in AWS (DOWNLOADS_BUCKET), the local
 * folder served by `infra/local` otherwise (DOWNLOADS_DIR). Neither is a configuration error,
 * reported by name when a member first asks for a download.
 */
export function downloadStore(config: ServerConfig = serverConfig()): DownloadStore {
  if (cached?.config === config) return cached.store;
  let store: DownloadStore;
  if (config.DOWNLOADS_BUCKET) {
    store = s3DownloadStore({ bucket: config.DOWNLOADS_BUCKET, region: config.AWS_REGION });
  } else if (config.DOWNLOADS_DIR) {
    store = localDownloadStore({
      directory: config.DOWNLOADS_DIR,
      origin: appOrigin(config).origin,
      key: localLinkKey(),
    });
  } else {
    throw new ConfigurationError('Invalid configuration: DOWNLOADS_BUCKET (or DOWNLOADS_DIR locally)');
  }
  cached = { config, store };
  return store;
}

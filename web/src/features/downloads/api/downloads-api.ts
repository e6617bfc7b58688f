import useSWR, { mutate } from 'swr';
import type { DownloadLinkResponse, DownloadListResponse } from '#shared/api/schemas/downloads.ts';
import { api, fetchData } from '#web/lib/api-client.ts';

/** The SWR key of the library (public: the same list for everyone). */
export const DOWNLOADS_KEY = '/api/downloads';

export function useDownloadLibrary() {
  const { data, error, isLoading } = useSWR<DownloadListResponse | null>(
    DOWNLOADS_KEY,
    fetchData<DownloadListResponse>,
  );
  return { downloads: data?.downloads ?? [], error, isLoading };
}

/** Asks for a 5-minute link to one item (members whose tier opens it), then refreshes the counts. */
export async function requestDownloadLink(downloadId: string): Promise<DownloadLinkResponse> {
  const link = await api('POST /api/downloads/{downloadId}', { params: { downloadId } });
  void mutate(DOWNLOADS_KEY);
  return link;
}

/**
 * Starts the browser's download of a link: the server answers it as an attachment, so the page
 * stays where it is. `download` names the file for a same-origin link (the local runtime); S3's
 * signed links name it themselves.
 */
export function startBrowserDownload(url: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

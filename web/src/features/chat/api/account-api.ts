import type { DeleteAccountInput } from '#shared/api/schemas/account.ts';
import { api } from '#web/lib/api-client.ts';

export type ExportFormat = 'json' | 'markdown';

/** Same-origin download links: the session cookie goes with them, the server names the file. */
export function exportUrl(format: ExportFormat): string {
  return format === 'markdown' ? '/api/me/export?format=markdown' : '/api/me/export';
}

/** Deletes the member's account and everything that belongs to it, at once; asks for the password again. */
export async function deleteAccount(password: string): Promise<void> {
  const body: DeleteAccountInput = { password };
  await api('DELETE /api/me', { body });
}

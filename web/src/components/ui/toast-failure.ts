import { errorMessage } from '#web/lib/api-request.ts';
import { toaster } from './toast-store.ts';

/** Says in an error toast that something failed: the server's own reason, or `fallback` without one. */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toaster.create({ type: 'error', title, description: errorMessage(error, fallback) });
}

import { paths } from '#web/app/paths.ts';
import { useSignOut } from '#web/components/use-sign-out.ts';
import { logoutMember } from '#web/features/auth/api/auth-api.ts';

/** Signs out on the server, forgets the member and returns to the landing page. */
export function useLogout(): () => Promise<void> {
  return useSignOut(logoutMember, paths.home);
}

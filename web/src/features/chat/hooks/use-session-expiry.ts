import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { paths } from '#web/app/paths.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { releaseChatCache } from '#web/features/chat/api/chat-cache.ts';
import { SESSION_KEY } from '#web/lib/api-client.ts';

export const SESSION_EXPIRED_REDIRECT_MS = 1500;

export interface SessionExpiry {
  /** True once the session is known to be gone: the chat stops taking messages. */
  expired: boolean;
  expire: () => void;
}

/**
 * When the session is lost: the conversation data is dropped from this tab, a 'Session Expired'
 * notice explains what happened and 1.5 s later the member is forgotten and sent to sign in. The
 * member is forgotten only then, so the chat does not flash to the landing page under the notice.
 * The redirect happens even if the chat has closed meanwhile: the session is gone either way.
 */
export function useSessionExpiry(): SessionExpiry {
  const navigate = useNavigate();
  const [expired, setExpired] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const expire = useCallback(() => {
    if (timer.current !== undefined) return;
    setExpired(true);
    toaster.create({
      type: 'error',
      title: 'Session Expired',
      description: 'Please log in again to continue your conversation.',
    });
    void releaseChatCache();
    timer.current = window.setTimeout(async () => {
      await mutate(SESSION_KEY, null, { revalidate: false });
      navigate(paths.login, { replace: true });
    }, SESSION_EXPIRED_REDIRECT_MS);
  }, [navigate]);

  return { expired, expire };
}

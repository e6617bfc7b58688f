import { useSyncExternalStore } from 'react';
import { hasSessionHint, type SessionHintKind } from './session-hint';

const noSubscription = () => () => {};

/**
 * `hasSessionHint` for rendering: read again at every render (after a sign-in the hint is there),
 * and "no" while React adopts a page pre-rendered for visitors, so adopting it never fails; a
 * signed-in view follows right after.
 */
export function useSessionHint(kind: SessionHintKind): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => hasSessionHint(kind),
    () => false,
  );
}

import { useEffect, useRef } from 'react';
import { type AnalyticsEvent, type AnalyticsProps, track } from './analytics';

/** Sends an event once per mounted screen, as soon as its properties are known (not null). */
export function useTrackOnce<E extends AnalyticsEvent>(event: E, props: AnalyticsProps<E> | null): void {
  const sent = useRef(false);
  const ready = props !== null;
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    if (!ready || sent.current || latest.current === null) return;
    sent.current = true;
    track(event, latest.current);
  }, [event, ready]);
}

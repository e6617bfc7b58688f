import { useCallback, useState } from 'react';

/** The latest finished reply for screen readers: cleared first, so the same words are read again. */
export function useAnnouncement() {
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((text: string) => {
    setAnnouncement('');
    window.setTimeout(() => setAnnouncement(text), 60);
  }, []);
  return { announcement, announce };
}

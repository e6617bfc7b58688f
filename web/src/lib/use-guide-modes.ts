import useSWR from 'swr';
import type { Mode } from '#shared/domain/modes.ts';
import { modes as defaultModes } from '#shared/domain/modes.ts';
import { fetchData } from './api-client';

export const MODES_KEY = '/api/modes';

export interface GuideModes {
  modes: readonly Mode[];
  isLoading: boolean;
}

/** The four guides as the server lists them; the built-in list when the server has none. */
export function useGuideModes(): GuideModes {
  const { data, isLoading } = useSWR<Mode[] | null>(MODES_KEY, fetchData<Mode[]>);
  const modes = data && data.length > 0 ? data : defaultModes;
  return { modes, isLoading: isLoading && !data };
}

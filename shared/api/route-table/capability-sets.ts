import type { Capability } from '#shared/api/route-definition.ts';

/** Capabilities most routes share. */
export const SESSION = ['sessions:verify', 'table:read'] as const satisfies readonly Capability[];
export const SESSION_WRITES = [...SESSION, 'table:write'] as const satisfies readonly Capability[];
export const CREATES_SESSIONS = [
  'table:read',
  'table:write',
  'sessions:sign',
  'caller-address',
] as const satisfies readonly Capability[];

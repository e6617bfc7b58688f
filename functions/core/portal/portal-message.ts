import type { ClientMessageRecord } from '#functions/core/db/repositories/client-conversations-repository.ts';
import type { PortalMessage } from '#shared/api/schemas/portal.ts';
import type { CrisisResources } from '#shared/domain/crisis-resources.ts';

/**
 * A stored portal message as the person sees it: a reply the screen graded (a note beside the
 * assistant's reply, or the safety reply itself) carries the grade and the crisis lines of the
 * person's country, to show beside it.
 */
export function toPortalMessage(record: ClientMessageRecord, resources: CrisisResources): PortalMessage {
  const grade = record.safety?.grade;
  return {
    id: record.id,
    role: record.role,
    content: record.content,
    timestamp: record.createdAt,
    ...(grade && grade !== 'none' ? { safetyGrade: grade, resources } : {}),
  };
}

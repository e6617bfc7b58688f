import { countSafetyReply } from '#functions/core/db/repositories/safety-counts-repository.ts';
import type { SafetyGrade } from '#shared/domain/safety-grades.ts';
import { type SafetyAudience, safetyReplyCountOf } from './safety-counts';

/**
 * Counts a safety reply for a turn that has no transaction to add the count to (the portal's
 * writes, the guest chat, which stores nothing else). A reply graded none adds nothing. The reply
 * matters more than its count: a count that fails (after the SDK's own retries) is written to the
 * error log as one JSON line (month, grade, audience and the error's name: nothing about the
 * person, core has no logger of its own) and the turn goes on.
 */
export async function countSafetyReplyOfTurn(
  grade: SafetyGrade | undefined,
  audience: SafetyAudience,
  at: Date | string,
): Promise<void> {
  const count = safetyReplyCountOf(grade, audience, at);
  if (!count) return;
  try {
    await countSafetyReply(count);
  } catch (error) {
    console.error(
      JSON.stringify({
        level: 'error',
        message: 'A safety reply was not counted',
        ...count,
        errorName: (error as { name?: string } | null)?.name ?? 'Error',
      }),
    );
  }
}

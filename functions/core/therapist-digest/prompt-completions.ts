/**
 * The digest's one look at reflection prompts (functions/core/reflection-prompts): how many prompt
 * occurrences the practice's clients marked done in the week. Only each answer's status and date
 * are read, never what was written.
 */
import { listAnswersOfPractice } from '#functions/core/db/repositories/reflection-prompts-repository.ts';

export async function promptsCompletedBetween(
  tenantId: string,
  since: string,
  until: string,
): Promise<number> {
  const answers = await listAnswersOfPractice(tenantId);
  return answers.filter((answer) => answer.status === 'done' && answer.at >= since && answer.at < until)
    .length;
}

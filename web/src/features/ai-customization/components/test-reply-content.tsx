import type { TestAiReply } from '#shared/api/schemas/ai-configuration.ts';
import { CrisisResourceCard } from '#web/components/crisis-resource-card.tsx';
import { GuideMarkdown } from '#web/components/markdown/guide-markdown.tsx';

const cardGrades = ['check-in', 'crisis', 'imminent'] as const;
type CardGrade = (typeof cardGrades)[number];

function isCardGrade(grade: string): grade is CardGrade {
  return (cardGrades as readonly string[]).includes(grade);
}

/**
 * A test reply as a client would read it, the way the member chat shows replies: the assistant's
 * words as safe Markdown (bold, lists, links; no raw HTML, no images), and the safety screen's reply
 * as the crisis card with the lines of the visitor's country.
 */
export function TestReplyContent({
  reply,
}: {
  reply: Pick<TestAiReply, 'message' | 'answeredBy' | 'safety'>;
}) {
  const grade = reply.safety.grade;
  if (reply.answeredBy === 'safety' && isCardGrade(grade))
    return <CrisisResourceCard content={reply.message} grade={grade} resources={reply.safety.resources} />;
  return <GuideMarkdown content={reply.message} />;
}

import { gradeOf, type SafetyScreen } from '#functions/core/safety/index.ts';
import type { ChatMessage, SafetyOutcome } from '#shared/api/schemas/chat.ts';
import type { CrisisResources } from '#shared/domain/crisis-resources.ts';
import { replacesReply } from '#shared/domain/safety-grades.ts';
import type { AnsweredReply } from './chat-turn-types';

/** The screen behind a reply: the safety reply's own, or the note the guide's reply carries. */
export function screenOfReply(reply: AnsweredReply): SafetyScreen | undefined {
  if (reply.kind === 'crisis resources') return reply.screen;
  return reply.kind === 'guide' ? reply.note : undefined;
}

/**
 * What the screen decided, as the API says it: the grade, whether the reply was replaced
 * (`flagged`), and for any grade above none the crisis lines of the person's country to show beside
 * the reply. A note's lines are never part of the reply's text.
 */
export function safetyOutcomeOf(reply: AnsweredReply, resources: CrisisResources): SafetyOutcome {
  const screen = screenOfReply(reply);
  if (!screen || screen.level === 'none') return { flagged: false, level: 'none', grade: 'none' };
  const grade = gradeOf(screen.level);
  return { flagged: replacesReply(grade), level: screen.level, grade, resources };
}

/** A reply as the API shows it: with a grade above none, the lines to show beside it. */
export function withResources(message: ChatMessage, resources: CrisisResources): ChatMessage {
  return message.safetyGrade ? { ...message, resources } : message;
}

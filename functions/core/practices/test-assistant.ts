import { HONEST_IDENTITY_ANSWER } from '#functions/core/chat/chat-reply.ts';
import { currentGuideEngine } from '#functions/core/chat/guide-engine.ts';
import { buildPrompt, completeReply } from '#functions/core/guides/index.ts';
import { splitSentences } from '#functions/core/guides/text.ts';
import { clientAssistantPersona } from '#functions/core/portal/client-assistant-prompt.ts';
import { countPracticeAction } from '#functions/core/rate-limits/limits.ts';
import { crisisReply } from '#functions/core/safety/crisis-response.ts';
import { claimsToBeHumanOrClinician, gradeOf, safetyPolicyFor } from '#functions/core/safety/index.ts';
import { screenConversation } from '#functions/core/safety/screen-conversation.ts';
import type { TestAiReply } from '#shared/api/schemas/ai-configuration.ts';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { replacesReply } from '#shared/domain/safety-grades.ts';
import { refuseUnsafeInstructions } from './ai-configuration';
import { getTherapistOfSession } from './therapist-accounts';

const sentencesFor = { brief: 2, moderate: 4, detailed: Number.POSITIVE_INFINITY } as const;

/**
 * The offline guide does not read a persona: the configuration's length shapes its reply. Whole
 * sentences are kept (a web address or a number is never cut at its dot), and the closing question
 * stays. The greeting is not added: the conversation opens with it once, on the page.
 */
export function shapeOfflineReply(reply: string, config: AiConfiguration): string {
  const sentences = splitSentences(reply.trim());
  const limit = sentencesFor[config.responseLength];
  if (sentences.length <= limit) return reply.trim();
  const last = sentences.at(-1) ?? '';
  const kept = last.trim().endsWith('?')
    ? [...sentences.slice(0, limit - 1), last]
    : sentences.slice(0, limit);
  return kept.map((sentence) => sentence.trim()).join(' ');
}

/**
 * Test AI: one message answered as a client would be answered, with the form's unsaved values. The
 * message goes through the same graded safety screen first: at a check-in or above it gets the
 * crisis reply (the lines of the therapist's country, then the practice's emergency instructions),
 * and no model sees it; a note is answered as usual and says which lines a client would see beside it.
 */
export async function testAssistant(
  tenantId: string,
  message: string,
  config: AiConfiguration,
  viewerCountry?: string,
): Promise<TestAiReply> {
  refuseUnsafeInstructions(config);
  await countPracticeAction(
    'testAiPerPractice',
    tenantId,
    'You have tested your assistant many times in the last hour.',
  );
  const therapist = await getTherapistOfSession(tenantId);
  const screen = screenConversation({ message, earlier: [] });
  const grade = gradeOf(screen.level);
  const resources = crisisResourcesFor(viewerCountry);
  const safety = grade === 'none' ? { grade } : { grade, resources };
  const engine = await currentGuideEngine();
  const engineKind = engine.id === 'offline' ? 'offline' : 'model';
  if (replacesReply(grade)) {
    const emergencyInstructions =
      typeof therapist.emergencyInstructions === 'string' ? therapist.emergencyInstructions : null;
    return {
      message: crisisReply({ screen, audience: 'client', resources, emergencyInstructions }),
      answeredBy: 'safety',
      engine: engineKind,
      safety,
    };
  }
  const prompt = buildPrompt({
    safetyPolicy: safetyPolicyFor({ resources, grade }),
    persona: clientAssistantPersona(config, {
      therapistFirstName: therapist.firstName,
      therapistLastName: therapist.lastName,
    }),
    memory: null,
    history: [
      { id: 'test', role: 'user', content: message, modeId: 'mirror', createdAt: new Date().toISOString() },
    ],
  });
  const reply = await completeReply(engine, {
    modeId: 'mirror',
    messages: prompt.messages,
    memory: null,
    latestUserMessage: message,
    screenGrade: grade === 'note' ? 'note' : 'none',
    deadlineMs: 20_000,
  });
  if (engine.id === 'offline')
    return { message: shapeOfflineReply(reply, config), answeredBy: 'assistant', engine: engineKind, safety };
  const honest = claimsToBeHumanOrClinician(reply) ? HONEST_IDENTITY_ANSWER : reply;
  return { message: honest, answeredBy: 'assistant', engine: engineKind, safety };
}

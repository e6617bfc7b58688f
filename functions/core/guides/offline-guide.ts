/**
 * The built-in guide that answers when no model is configured: reflective listening in the voice of
 * each mode. It reflects the member's own words back with pronouns turned around, names the feelings
 * it hears, names a theme from memory when it recurs, and asks one open question. Choices come from a
 * hash of the message, so the same input always gives the same reply, and a reply never opens the way
 * the previous one did nor asks a question one of the last five asked. It quotes at most a short
 * phrase, never a whole sentence, and never cuts a thought short. Feeling words are read in their
 * sentence ("a long day" is no longing). It never diagnoses or advises on health; such questions get
 * a plain boundary.
 *
 * It never quotes or reflects a message that holds risk words (risk-words.ts), whatever screen ran
 * before it: such a message gets a warm reply in the mode's voice, without the member's words, that
 * says support is there and invites them to say more. And a reply that would still hold a risk word
 * (from a remembered theme, or letters joined once markup is taken out) is replaced by that one.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { asksWhetherHuman, claimsToBeHumanOrClinician } from '#functions/core/safety/ai-identity.ts';
import { holdsRiskWords } from '#functions/core/safety/risk-words.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import { compareThemes } from './memory';
import {
  FORBIDDEN_IN_REPLY,
  GREETING_PATTERN,
  HEALTH_ADVICE_PATTERN,
  THANKS_PATTERN,
} from './offline-lexicon';
import { questionKeys, questionsAskedIn } from './offline-question-memory';
import {
  detectFeelings,
  endsMidThought,
  normaliseMessage,
  rankClauses,
  type SelectedClause,
  statementOf,
  turnQuestion,
} from './offline-reflection';
import {
  backToWhatYouSaid,
  healthBoundary,
  identityBoundary,
  type ModeTemplates,
  modeTemplates,
} from './offline-templates';
import { hashString } from './text';
import { detectThemes, themePhrase } from './theme-lexicon';
import type { GuideEngine, GuideMemory, GuideReplyRequest, PromptMessage } from './types';

export const OFFLINE_GUIDE_LABEL = 'Offline guide';

export interface OfflineReplyInput {
  modeId: ModeId;
  message: string;
  memory: GuideMemory | null;
  /** The guide's previous reply in this conversation; the new reply will not open the same way. */
  previousReply?: string;
  /**
   * The guide's earlier replies in this conversation, oldest first: the new reply asks none of the
   * questions asked in the last `QUESTION_MEMORY` of them.
   */
  earlierReplies?: readonly string[];
  /** The reply already opens with the AI disclosure, so an identity question needs no second answer. */
  aiDisclosed?: boolean;
  /** `message` is a plain "no" to our check-in, and this is the message the check-in interrupted. */
  returnsTo?: string;
  /**
   * What the safety screen read in `message`: 'note' is possible risk, answered as usual with the
   * resources line beside the reply (never in it), and none of the message's words quoted back.
   */
  screenGrade?: 'none' | 'note';
}

type Slots = Record<string, string>;

function fill(template: string, slots: Slots): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);
}

/** The first three words, to tell whether two replies open the same way. */
function openerOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s']/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');
}

function joinList(items: readonly string[]): string {
  return items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Capital letter at the start of every sentence, including after an opening quote. */
function capitaliseSentences(text: string): string {
  return text.replace(/(^|[.!?…]\s+)(["']?)(\p{Ll})/gu, (_, lead: string, quote: string, letter: string) => {
    return `${lead}${quote}${letter.toUpperCase()}`;
  });
}

function timesPhrase(count: number): string {
  return count >= 3 ? 'several times' : 'more than once';
}

class ReplyComposer {
  private readonly parts: string[] = [];
  private readonly seed: number;

  constructor(
    seedText: string,
    private readonly previousOpener: string,
    private readonly askedBefore: ReadonlySet<string> = new Set(),
  ) {
    this.seed = hashString(seedText);
  }

  /**
   * Adds one question: from the first of `pools` that still has one not asked in the guide's
   * recent replies. Returns false when every question of every pool was asked already.
   */
  addQuestion(
    part: string,
    pools: ReadonlyArray<{ part?: string; options: readonly string[]; slots?: Slots }>,
  ): boolean {
    for (const pool of pools) {
      const fresh = pool.options.filter(
        (option) => !questionKeys(fill(option, pool.slots ?? {})).some((key) => this.askedBefore.has(key)),
      );
      if (fresh.length === 0) continue;
      const before = this.parts.length;
      this.add(pool.part ?? part, fresh, pool.slots);
      if (this.parts.length > before) return true;
    }
    return false;
  }

  /** Picks a template for `part` from the hash, avoiding openers already used. */
  add(part: string, options: readonly string[], slots: Slots = {}): void {
    if (options.length === 0) return;
    const start = hashString(`${this.seed}:${part}`) % options.length;
    // Openers to avoid: the previous reply's (for the first sentence) and every sentence's so far.
    const taken = new Set(this.parts.map(openerOf));
    if (this.parts.length === 0 && this.previousOpener) taken.add(this.previousOpener);
    let chosen = '';
    for (let offset = 0; offset < options.length; offset++) {
      chosen = capitaliseSentences(fill(options[(start + offset) % options.length]!, slots));
      if (!taken.has(openerOf(chosen))) break;
    }
    if (FORBIDDEN_IN_REPLY.some((pattern) => pattern.test(chosen)) || claimsToBeHumanOrClinician(chosen))
      return;
    this.parts.push(chosen);
  }

  pickIndex(part: string, length: number): number {
    return hashString(`${this.seed}:${part}`) % Math.max(1, length);
  }

  get size(): number {
    return this.parts.length;
  }

  text(): string {
    return this.parts.join(' ').replace(/…\./g, '…').replace(/\s+/g, ' ').trim();
  }
}

/** The strongest memory theme that the current message touches again, if it has come up before. */
function recurringTheme(
  message: string,
  memory: GuideMemory | null,
): { label: string; count: number } | null {
  if (!memory) return null;
  const current = new Set(detectThemes(message).map((theme) => theme.label));
  const match = [...memory.themes]
    .sort(compareThemes)
    .find((theme) => current.has(theme.label) && theme.count >= 2);
  return match ? { label: match.label, count: match.count } : null;
}

function composerFor(input: OfflineReplyInput, message: string): ReplyComposer {
  const earlier = input.earlierReplies ?? (input.previousReply ? [input.previousReply] : []);
  return new ReplyComposer(
    `${input.modeId}\u0000${message.toLowerCase()}`,
    input.previousReply ? openerOf(input.previousReply) : '',
    questionsAskedIn(earlier),
  );
}

/** The boundaries a question calls for: that it is an AI (unless already said), and health. */
function addBoundaries(composer: ReplyComposer, input: OfflineReplyInput, message: string): void {
  if (!input.aiDisclosed && asksWhetherHuman(message)) composer.add('identity', identityBoundary);
  if (HEALTH_ADVICE_PATTERN.test(message)) composer.add('health', healthBoundary);
}

/**
 * For a message the screen gave a note, or that holds risk words: none of the member's words, a
 * warm opening in the mode's voice, any boundary the question calls for, and one open question.
 * The guide adds no resources of its own: the screen's grade decides those, beside the reply.
 */
function composeHeldReply(input: OfflineReplyInput, message: string): string {
  const { heldWithCare } = modeTemplates[input.modeId];
  const composer = composerFor(input, message);
  composer.add('held', heldWithCare.opening);
  addBoundaries(composer, input, message);
  composer.addQuestion('held-question', [
    { options: heldWithCare.invitation },
    { options: modeTemplates[input.modeId].openingQuestion },
  ]);
  return composer.text();
}

/** The whole offline reply as one string. Deterministic for the same input. */
export function composeOfflineReply(input: OfflineReplyInput): string {
  const { returnsTo, ...rest } = input;
  if (returnsTo === undefined) return composeReply(rest);
  const composer = composerFor(input, `${input.message}\u0000${returnsTo}`);
  composer.add('back-to-what-you-said', backToWhatYouSaid);
  // Risk words in it: none of its words, and not the resources again (the check-in just gave them).
  if (holdsRiskWords(returnsTo) || holdsRiskWords(normaliseMessage(returnsTo))) {
    composer.addQuestion('held-question', [
      { options: modeTemplates[input.modeId].heldWithCare.invitation },
      { options: modeTemplates[input.modeId].openingQuestion },
    ]);
    return composer.text();
  }
  return `${composer.text()} ${composeReply({ ...rest, message: returnsTo })}`;
}

function composeReply(input: OfflineReplyInput): string {
  const message = normaliseMessage(input.message);
  if (input.screenGrade === 'note') return composeHeldReply(input, message);
  // Both the message as typed and as it would be reflected: taking markup out can join letters.
  if (holdsRiskWords(input.message) || holdsRiskWords(message)) return composeHeldReply(input, message);
  const reply = composeReflection(input, message);
  return holdsRiskWords(reply) ? composeHeldReply(input, message) : reply;
}

/** An empty message, a greeting or thanks: answered in kind, with an opening question. */
function composeOpening(input: OfflineReplyInput, message: string, composer: ReplyComposer): string {
  const { memory } = input;
  const templates = modeTemplates[input.modeId];
  const strongest = memory && memory.exchanges > 0 ? [...memory.themes].sort(compareThemes)[0] : undefined;
  if (THANKS_PATTERN.test(message)) composer.add('thanks', templates.thanks);
  else if (strongest)
    composer.add('greeting', templates.returningGreeting, { theme: themePhrase(strongest.label) });
  else composer.add('greeting', templates.greeting);
  composer.addQuestion('question', [{ options: templates.openingQuestion }, { options: templates.question }]);
  return composer.text();
}

/** The best clause that can be reflected without cutting a thought or quoting a whole sentence. */
function addReflectedClause(
  composer: ReplyComposer,
  message: string,
  templates: ModeTemplates,
): SelectedClause | undefined {
  for (const candidate of rankClauses(message)) {
    const reflection = reflectionOf(candidate, templates);
    if (!reflection) continue;
    composer.add('reflect', reflection.options, reflection.slots);
    return candidate;
  }
  return undefined;
}

/**
 * One question: of the kind picked among the plain one and those about the first feeling and the
 * theme; the chosen kind first, then the others, then the opening questions: never one asked lately.
 */
function addClosingQuestion(
  composer: ReplyComposer,
  templates: ModeTemplates,
  about: { clause: SelectedClause | undefined; feeling: string | undefined; theme: string | undefined },
): void {
  const questionKinds: Array<{ part: string; options: readonly string[]; slots: Slots }> = [
    { part: 'question', options: about.clause ? templates.question : templates.openingQuestion, slots: {} },
  ];
  if (about.feeling) {
    const feeling = about.feeling.replace(/^a /, '');
    questionKinds.push({ part: 'feeling-question', options: templates.feelingQuestion, slots: { feeling } });
  }
  if (about.theme) {
    const themeSlots = { theme: themePhrase(about.theme) };
    questionKinds.push({ part: 'theme-question', options: templates.themeQuestion, slots: themeSlots });
  }
  const first = composer.pickIndex('question-kind', questionKinds.length);
  const pools = [...questionKinds.slice(first), ...questionKinds.slice(0, first)];
  composer.addQuestion(questionKinds[first]?.part ?? 'question', [
    ...pools,
    { part: 'opening', options: templates.openingQuestion, slots: {} },
  ]);
}

function composeReflection(input: OfflineReplyInput, message: string): string {
  const { modeId, memory } = input;
  const templates = modeTemplates[modeId];
  const composer = composerFor(input, message);
  if (!message || GREETING_PATTERN.test(message) || THANKS_PATTERN.test(message)) {
    return composeOpening(input, message, composer);
  }

  addBoundaries(composer, input, message);
  const clause = addReflectedClause(composer, message, templates);

  const feelings = detectFeelings(message).slice(0, 2);
  if (feelings.length > 0 && composer.size < 2) {
    composer.add('feelings', templates.nameFeelings, { feelings: joinList(feelings) });
  }

  const theme = recurringTheme(message, memory);
  if (theme && composer.size < 3) {
    composer.add('theme', templates.recurringTheme, {
      theme: themePhrase(theme.label),
      times: timesPhrase(theme.count),
    });
  }

  if (composer.size === 0) composer.add('acknowledge', templates.acknowledge);
  addClosingQuestion(composer, templates, { clause, feeling: feelings[0], theme: theme?.label });
  return composer.text();
}

/** How a clause is reflected: turned around, as a sentence of the guide's own, or by a short quote. */
function reflectionOf(
  clause: SelectedClause,
  templates: ModeTemplates,
): { options: readonly string[]; slots: Slots } | null {
  const turnedQuestion = clause.isQuestion && !clause.tooLong ? turnQuestion(clause.text) : null;
  if (turnedQuestion && !endsMidThought(turnedQuestion))
    return { options: templates.reflectQuestion, slots: { question: turnedQuestion } };
  const statement = clause.isQuestion || clause.tooLong ? null : statementOf(clause.text);
  if (statement) return { options: templates.reflectStatement, slots: { clause: statement } };
  if (clause.phrase) return { options: templates.reflectQuote, slots: { quote: clause.phrase } };
  return null;
}

/** The assistant messages in the prompt, oldest first. */
function assistantReplies(messages: readonly PromptMessage[]): string[] {
  return messages.filter((message) => message.role === 'assistant').map((message) => message.content);
}

/** Yields `text` a word at a time (each chunk carries its trailing space). Stops quietly on abort. */
export async function* streamWords(text: string, signal?: AbortSignal, delayMs = 0): AsyncGenerator<string> {
  for (const chunk of text.match(/\S+\s*/g) ?? []) {
    if (signal?.aborted) return;
    if (delayMs > 0) {
      try {
        await sleep(delayMs, undefined, { signal });
      } catch {
        return;
      }
    }
    yield chunk;
  }
}

export interface OfflineGuideOptions {
  /** Pause between words, for a typing feel. None by default. */
  delayMs?: number;
}

export function createOfflineGuide(options: OfflineGuideOptions = {}): GuideEngine {
  return {
    id: 'offline',
    label: OFFLINE_GUIDE_LABEL,
    streamReply(request: GuideReplyRequest): AsyncIterable<string> {
      const earlierReplies = assistantReplies(request.messages);
      const previousReply = earlierReplies.at(-1);
      const reply = composeOfflineReply({
        modeId: request.modeId,
        message: request.latestUserMessage,
        memory: request.memory,
        earlierReplies,
        ...(previousReply ? { previousReply } : {}),
        ...(request.aiDisclosed ? { aiDisclosed: true } : {}),
        ...(request.returnsTo ? { returnsTo: request.returnsTo } : {}),
        ...(request.screenGrade ? { screenGrade: request.screenGrade } : {}),
      });
      return streamWords(reply, request.signal, options.delayMs);
    },
  };
}

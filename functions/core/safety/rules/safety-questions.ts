import type { RiskCategory } from '#functions/core/safety/types.ts';
import {
  anyOf,
  type CompiledPatternRule,
  compilePatternRule,
  compilePatternRules,
  fragment,
  type PatternRule,
} from './pattern-rule';

/**
 * A direct question about someone's safety, asked by our check-in or by a guide in its own words:
 * the next message is read as its answer (check-in-answer.ts). Patterns are written against the
 * guide's message in screening normalisation.
 */
export interface SafetyQuestionDefinition extends PatternRule {
  /** The kind of risk it asks about. */
  category: RiskCategory;
}

export type SafetyQuestion = CompiledPatternRule<SafetyQuestionDefinition>;

/** How a direct question opens: "are you", "have you been", "is that something you", "any". */
const ASKING = fragment(
  'ASKING',
  `(?:are you|have you (?:been )?|do you (?:ever )?|is (?:that|this|it) something you|any)`,
);

/** A question that opens by asking and names the topic within a few words: "are you ... suicidal?". */
function asksAbout(topic: string): string {
  return String.raw`\b${ASKING}\b.{0,60}\b${topic}\b.*\?`;
}

const ENDING_YOUR_LIFE = fragment(
  'ENDING_YOUR_LIFE',
  anyOf('ending your life', 'suicide', 'killing yourself'),
);

export const safetyQuestions = compilePatternRules<SafetyQuestionDefinition>([
  {
    id: 'asks-about-suicide',
    category: 'suicide',
    patterns: [
      asksAbout(`thoughts? (?:of|about) (?:${ENDING_YOUR_LIFE}|not wanting to (?:live|be alive|be here))`),
      asksAbout(`thinking (?:of|about) ${ENDING_YOUR_LIFE}`),
      asksAbout(anyOf('suicidal', 'want(?:ing)? to die')),
    ],
    examples: {
      match: [
        'Are you having thoughts of ending your life?',
        'When you say that, are you thinking about suicide?',
        "Sometimes people this worn down have thoughts of not wanting to live. Is that something you've experienced? Have you had thoughts of not wanting to live?",
        'Are you feeling suicidal?',
      ],
      pass: ['What would make today a little easier?', 'Suicide prevention week starts Monday.'],
    },
  },
  {
    id: 'asks-about-self-harm',
    category: 'self_harm',
    patterns: [
      asksAbout(
        anyOf('hurt(?:ing)? yourself', 'harm(?:ing)? yourself', 'self harm', 'cut(?:ting)? yourself'),
      ),
    ],
    examples: {
      match: [
        'Are you having thoughts of hurting yourself?',
        'Do you ever hurt yourself when it gets like this?',
      ],
      pass: ['Did you hurt your knee at practice?'],
    },
  },
  {
    id: 'asks-about-harming-others',
    category: 'harm_to_others',
    patterns: [
      asksAbout(
        `(?:hurt(?:ing)?|harm(?:ing)?|kill(?:ing)?) ${anyOf('someone', 'somebody', 'anyone', 'him', 'her', 'them', 'others', 'other people')}`,
      ),
    ],
    examples: {
      match: ['Are you having thoughts of hurting someone?', 'Are you thinking of hurting him?'],
      pass: ['Did someone hurt you?', 'Who are you thinking of?'],
    },
  },
]);

const ASKING_IF_YOU_ARE = fragment(
  'ASKING_IF_YOU_ARE',
  anyOf('are you', 'do you feel', 'will you be', 'can you (?:keep yourself|stay|be)', 'are you somewhere'),
);
const NOW_OR_HERE = fragment(
  'NOW_OR_HERE',
  anyOf('right now', 'tonight', 'at the moment', 'now', 'where you are', 'yourself'),
);

/**
 * "Are you safe right now?", the question a guide asks most: its answer runs the other way round.
 * "no", "not really" or "I don't know" is risk; "yes" or "I'm fine" is not. Its patterns are read
 * against the message's last question only ("Are you safe? Is he threatening you?" is answered
 * about him), which must end with it.
 */
export const safeQuestion: CompiledPatternRule = compilePatternRule({
  id: 'asks-if-safe',
  patterns: [String.raw`\b${ASKING_IF_YOU_ARE} (?:safe|somewhere safe)(?: ${NOW_OR_HERE})?\?$`],
  examples: {
    match: [
      'Are you safe right now?',
      "I'm worried about you. Are you safe?",
      'Are you safe tonight?',
      'Do you feel safe at the moment?',
      'That sounds like a lot. Can you keep yourself safe tonight?',
    ],
    pass: [
      'Are you safe? Is he threatening you?',
      'Is everyone safe?',
      'What used to help you feel safe?',
      'Are you safe at home with him?',
    ],
  },
});

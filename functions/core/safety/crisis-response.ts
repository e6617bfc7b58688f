import {
  CHECK_IN_QUESTIONS,
  CRISIS_RESOURCES,
  type CrisisResources,
  howToReach,
} from '#shared/domain/crisis-resources.ts';
import type { SafetyScreen } from './types';

/** Crisis services named in every crisis reply; they live in shared/ so the web app shows the same ones. */
export { CRISIS_RESOURCES };

export type CrisisAudience = 'member' | 'client';

export interface CrisisReplyInput {
  screen: SafetyScreen;
  /**
   * The therapist's own crisis instructions; used only for a client. Untrusted text, sanitised here.
   * The practice's audience hands them on already read through the practice-text screen ('' when it
   * refuses them: portal-audience.ts), so a member's chat never carries that screen.
   */
  emergencyInstructions?: string | null;
  audience: CrisisAudience;
  /** The lines of the person's country (crisisResourcesFor(CloudFront-Viewer-Country)). */
  resources: CrisisResources;
}

/** The most of a therapist's instructions a reply will quote. */
export const THERAPIST_INSTRUCTIONS_MAX_LENGTH = 500;
const THERAPIST_INSTRUCTIONS_MAX_LINES = 8;

/** "call **999**", "call **112** or **999**", "call your local emergency number (**112** in the EU)". */
function emergencyCall(resources: CrisisResources): string {
  return `call ${resources.emergency.label.replace(/\d+/g, '**$&**')}`;
}

/** The helpline in Markdown: "call or text **988**", or the directory's address. */
function reachHelpline(resources: CrisisResources): string {
  const { helpline } = resources;
  return helpline.call ? howToReach(helpline).replace(helpline.call, `**${helpline.call}**`) : helpline.url;
}

/** The lines of the person's country, then what to do in immediate danger. */
function resourceList(resources: CrisisResources): string {
  const { helpline } = resources;
  const first = helpline.call
    ? `- **${helpline.name}** ${resources.where}: ${reachHelpline(resources)}, or go to ${helpline.url}`
    : `- **Find a free, confidential helpline near you** at ${helpline.url}`;
  return [first, `- **If you or anyone else is in immediate danger:** ${emergencyCall(resources)}.`].join(
    '\n',
  );
}

/** "You can also call or text **988** (988 Suicide & Crisis Lifeline)." */
function alsoTheHelpline(resources: CrisisResources): string {
  const { helpline } = resources;
  if (!helpline.call) return `You can also find a helpline near you at ${helpline.url}.`;
  return `You can also ${reachHelpline(resources)} (${helpline.name}) ${resources.where}.`;
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&nbsp;': ' ',
  '&quot;': '"',
  '&#39;': "'",
  '&apos;': "'",
};

/**
 * Makes a therapist's text safe to quote inside Markdown: no HTML (tags, comments, entities), no
 * control or invisible characters, no Markdown syntax that could add links, images, code, headings,
 * lists or tables, at most a few lines and `maxLength` characters. Returns '' when nothing is left.
 */
export function sanitizeTherapistText(text: string, maxLength = THERAPIST_INSTRUCTIONS_MAX_LENGTH): string {
  let cleaned = text.normalize('NFKC');
  cleaned = cleaned.replace(
    /<(script|style|iframe|object|embed|svg|math|template|noscript|textarea)\b[\s\S]*?<\/\1\s*>/gi,
    ' ',
  );
  cleaned = cleaned.replace(/<!--[\s\S]*?(?:-->|$)/g, ' ');
  cleaned = cleaned.replace(/<\/?[a-z!?][^>]*>?/gi, ' ');
  cleaned = cleaned.replace(
    /&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi,
    (entity) => HTML_ENTITIES[entity.toLowerCase()] ?? ' ',
  );
  // Control and invisible formatting characters (zero-width, bidi overrides), keeping line breaks and tabs.
  cleaned = cleaned.replace(/[\p{Cc}\p{Cf}]/gu, (character) => (/[\n\r\t]/.test(character) ? character : ''));
  // Markdown control characters. An underscore inside a word ("dr_lee@clinic.com") is kept: it never emphasises.
  cleaned = cleaned.replace(/[<>[\]\\`*~|]/g, '').replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '');
  const lines = cleaned
    .split(/\r\n|\r|\n/)
    .map((line) =>
      line
        .replace(/[ \t\u00A0]+/g, ' ')
        .trim()
        .replace(/^(?:#+|[-+=]+|\d+[.)])(?:\s+|$)/, '')
        .trim(),
    )
    .filter((line) => line !== '')
    .slice(0, THERAPIST_INSTRUCTIONS_MAX_LINES);
  const joined = lines.join('\n');
  if (joined.length <= maxLength) return joined;
  const cut = joined.slice(0, maxLength - 1);
  const lastSpace = cut.search(/\s\S*$/);
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function opening(screen: SafetyScreen, resources: CrisisResources): string {
  if (screen.aboutSomeoneElse) {
    return "Thank you for telling me. It's clear you care about them, and worrying about someone's safety is a lot to carry on your own.";
  }
  if (screen.level === 'imminent') {
    return `**Your safety matters most right now.** If you might act on these thoughts, or you are in danger, please ${emergencyCall(resources)} now. ${alsoTheHelpline(resources)}`;
  }
  if (screen.level === 'high') {
    return "I'm really glad you told me. You matter, and you deserve support from a person right now.";
  }
  return `Thank you for sharing this with me. Something you said made me want to gently check in, and to ask you directly, because it matters: **${checkInQuestion(screen)}**`;
}

/**
 * The direct question of a check-in, about what the screen noticed. Asking directly does not put
 * the idea in anyone's head; it tells them it is safe to answer, and the next message is read as
 * the answer ("yes", "sometimes" gets the crisis reply).
 */
export function checkInQuestion(screen: Pick<SafetyScreen, 'categories'>): string {
  if (screen.categories.includes('suicide') || screen.categories.length === 0) {
    return CHECK_IN_QUESTIONS.suicide;
  }
  if (screen.categories.includes('self_harm')) return CHECK_IN_QUESTIONS.selfHarm;
  return CHECK_IN_QUESTIONS.harmToOthers;
}

function limitation(screen: SafetyScreen): string {
  if (screen.level === 'elevated' && !screen.aboutSomeoneElse) {
    return "Whatever the answer, you can tell me here. I'm an AI guide, not a person, so if you would like to talk with someone right now, these services are free and confidential, any time:";
  }
  const who = screen.aboutSomeoneElse ? 'for you and for them' : 'any time';
  return `I'm an AI guide, so I can't help with this safely. People at these services can, ${who}, free and confidential:`;
}

function guidance(screen: SafetyScreen, resources: CrisisResources): string[] {
  const advice: string[] = [];
  if (screen.aboutSomeoneElse) {
    const helpers = resources.helpline.call
      ? `${resources.helpline.name} also helps`
      : 'The helplines there also help';
    advice.push(
      `If they are in immediate danger, call emergency services now and stay with them if it's safe for you. ${helpers} people who are worried about someone else.`,
    );
    if (screen.categories.includes('suicide')) {
      advice.push(
        "It's okay to ask them directly whether they are thinking about suicide. Asking does not put the idea in their head, and it shows them someone cares.",
      );
    }
    return advice;
  }
  if (screen.categories.includes('harm_to_others')) {
    advice.push(
      'If you feel you might hurt someone, or someone might hurt you, put distance between you, and between you and anything that could be used as a weapon. If anyone is in danger, call emergency services now.',
    );
  }
  if (screen.level === 'high' || screen.level === 'imminent') {
    if (screen.categories.includes('suicide') || screen.categories.includes('self_harm')) {
      advice.push(
        'If you can, move away from anything you could use to hurt yourself, and reach out to someone you trust so you are not alone right now.',
      );
    }
  }
  return advice;
}

function therapistSection(input: CrisisReplyInput): string | undefined {
  if (input.audience !== 'client') return undefined;
  const instructions = sanitizeTherapistText(input.emergencyInstructions ?? '');
  if (instructions.trim() === '') {
    return 'You can also let your therapist know how you are feeling.';
  }
  const quoted = instructions
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `**From your therapist:**\n\n${quoted}`;
}

function closing(screen: SafetyScreen): string {
  if (screen.aboutSomeoneElse) return 'You do not have to handle this alone either.';
  if (screen.level === 'imminent')
    return 'Please reach out now. You deserve help right away, and you do not have to go through this alone.';
  if (screen.level === 'high') return 'You do not have to go through this alone.';
  return 'If you are not safe right now, or these feelings get stronger, please contact one of the services above.';
}

/**
 * The reply sent instead of a model answer when a message screens as a risk (a check-in or above):
 * calm, warm, plain Markdown without HTML, naming the lines of the person's country; a therapist's
 * own instructions come after them, labelled as theirs. 'elevated' is a check-in: a warm, direct question with the resources beside it; 'high' and 'imminent' are
 * direct, and 'imminent' puts emergency numbers first.
 */
export function crisisReply(input: CrisisReplyInput): string {
  const { screen } = input;
  const { resources } = input;
  const sections = [
    opening(screen, resources),
    limitation(screen),
    resourceList(resources),
    ...guidance(screen, resources),
  ];
  const fromTherapist = therapistSection(input);
  if (fromTherapist) sections.push(fromTherapist);
  sections.push(closing(screen));
  return sections.join('\n\n');
}

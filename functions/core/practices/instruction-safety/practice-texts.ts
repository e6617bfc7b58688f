import { currentGuideEngine } from '#functions/core/chat/guide-engine.ts';
import type { GuideEngine } from '#functions/core/guides/index.ts';
import { AppError } from '#shared/errors.ts';
import { reviewPracticeTextsWithModel } from './model-review';
import { PRACTICE_TEXT_FIELDS, type PracticeTextField } from './practice-text-fields';
import { type PracticeText, screenPracticeTexts } from './screen-instructions';

export {
  PRACTICE_TEXT_FIELDS,
  type PracticeTextField,
} from './practice-text-fields';

export type PracticeTexts = Partial<Record<PracticeTextField, string>>;

/** The portal's words in a branding save: every text field except contact details and CSS. */
export function brandingTexts(branding: Readonly<Record<string, unknown>>): PracticeTexts {
  const texts: PracticeTexts = {};
  for (const field of [
    'welcomeTitle',
    'welcomeMessage',
    'greetingMessage',
    'practiceDescription',
    'officeAddress',
    'emergencyInstructions',
    'customDisclaimer',
  ] as const) {
    const text = branding[field];
    if (typeof text === 'string') texts[field] = text;
  }
  return texts;
}

function asPracticeTexts(texts: PracticeTexts): PracticeText[] {
  return Object.entries(texts)
    .filter((entry): entry is [PracticeTextField, string] => typeof entry[1] === 'string')
    .map(([field, text]) => ({ field, text, voice: PRACTICE_TEXT_FIELDS[field].voice }));
}

/** Where the texts sit in the request body, for the form's field errors: '' or 'branding.'. */
export interface PracticeTextCheckOptions {
  /** What is stored now: a text equal to its stored value is not read by the model again. */
  saved?: Readonly<Record<string, unknown>>;
  fieldPrefix?: string;
}

function refusal(
  what: string,
  found: readonly { field: string; message: string }[],
  detail: string,
  fieldPrefix = '',
): AppError {
  const errors: Record<string, string> = {};
  for (const { field, message } of found) errors[`${fieldPrefix}${field}`] ??= message;
  const field = found[0]?.field ?? '';
  const label = PRACTICE_TEXT_FIELDS[field as PracticeTextField]?.label ?? field;
  return new AppError('VALIDATION_FAILED', `This ${what} can’t be saved. ${label}: ${detail}`, { errors });
}

/**
 * The offline screen: refuses texts that try to hide or weaken safety, naming each field, the
 * sentence and why (a 400 whose `errors` the form shows next to each field).
 */
export function refuseUnsafePracticeTexts(texts: PracticeTexts, what: string, fieldPrefix = ''): void {
  const unsafe = screenPracticeTexts(asPracticeTexts(texts));
  const first = unsafe[0];
  if (!first) return;
  const found = unsafe.map(({ field, sentence, why }) => ({
    field,
    message: `“${sentence}” can’t be saved: ${why}`,
  }));
  throw refusal(what, found, `“${first.sentence}”: ${first.why}`, fieldPrefix);
}

/**
 * The whole check before a save: the offline screen over every text, then, with a model configured,
 * the model's reading of each text that changed (`saved` holds what is stored now). A text already
 * saved was read when it was saved; reading it again would let a model's variance block an edit of
 * another field.
 */
export async function checkPracticeTextsBeforeSave(
  texts: PracticeTexts,
  what: string,
  { saved = {}, fieldPrefix = '' }: PracticeTextCheckOptions = {},
): Promise<void> {
  refuseUnsafePracticeTexts(texts, what, fieldPrefix);
  const changed = asPracticeTexts(texts).filter(
    ({ field, text }) => text.trim() !== '' && saved[field] !== text,
  );
  if (changed.length === 0) return;
  let engine: GuideEngine;
  try {
    engine = await currentGuideEngine();
  } catch {
    // No model to ask (its key could not be read): the offline decision stands.
    console.warn(JSON.stringify({ event: 'practice-text-review-unavailable', cause: 'no engine' }));
    return;
  }
  const refusals = await reviewPracticeTextsWithModel(engine, changed);
  const first = refusals[0];
  if (!first) return;
  const found = refusals.map(({ field, reason }) => ({
    field,
    message: `The safety review refused this text: ${reason}`,
  }));
  throw refusal(what, found, `the safety review refused it: ${first.reason}`, fieldPrefix);
}

import type { RiskCategory, RiskLevel } from './types';

/**
 * A weighted pattern over normalised text (see normalize-text.ts): lowercase, contractions spelled
 * out ("do not", "i am", "going to"), no apostrophes, single spaces.
 */
export interface RiskRule {
  id: string;
  category: RiskCategory;
  level: Exclude<RiskLevel, 'none'>;
  /** Always global: every occurrence is checked against the benign idioms on its own span. */
  pattern: RegExp;
  reason: string;
  /**
   * What a negation just before the match ("i would never ...", "i am not ...") does:
   * 'downgrade' keeps a gentle check-in (level 'elevated'), 'dismiss' drops the match.
   * Absent: the rule already says what it means ("i do not want to live") and negation is ignored.
   */
  whenNegated?: 'downgrade' | 'dismiss';
  /**
   * Whose safety the match is about: 'self' (the writer; the default), 'someone_else' (a worry about
   * another person), or 'subject' (decided by the last person named before the match in the sentence:
   * "i want to die" is the writer, "my friend wants to die" is someone else).
   */
  about?: 'self' | 'someone_else' | 'subject';
  /** Counts only when the message also names means at hand ("i have the pills"): "i'm going to do it". */
  onlyWithMeans?: boolean;
  /**
   * A cheap test (not global) that must pass before `pattern` runs, shared by the rules of one file so
   * it runs once per message: everyday messages without any violent or self-harm word skip those rules.
   */
  gate?: RegExp;
}

/**
 * Words that make a risk more urgent when they sit in the same message as a risk match, never a risk
 * on their own. Any marker raises high to imminent; 'means' ("i have the pills") and 'plan' ("i picked
 * a date") also raise elevated to high, and any marker raises a worry about someone else to high.
 */
export interface EscalationMarker {
  id: string;
  kind: 'timing' | 'means' | 'plan';
  pattern: RegExp;
}

/** Builds a global pattern; every rule and idiom goes through here so none can forget the flag. */
export function pattern(source: string): RegExp {
  return new RegExp(source, 'g');
}

/** Gives every rule in a list the same gate (see `RiskRule.gate`). */
export function gated(gate: RegExp, rules: readonly RiskRule[]): readonly RiskRule[] {
  return rules.map((rule) => ({ ...rule, gate }));
}

/** Joins alternatives into one non-capturing group. */
export function anyOf(...alternatives: string[]): string {
  return `(?:${alternatives.join('|')})`;
}

/** Anything within one sentence. */
export const SAME_SENTENCE = String.raw`[^.!?;\n]`;

/** Anything within one message, across its sentences (long journal entries spread a risk out). */
export const SAME_MESSAGE = String.raw`[^\n]`;

/** Where self-harm leaves marks. */
export const BODY_PART = anyOf(
  'arms?',
  'wrists?',
  'thighs?',
  'legs?',
  'stomach',
  'skin',
  'hips?',
  'forearms?',
  'chest',
  'body',
  'hands?',
  'ankles?',
  'belly',
  'face',
);

/** "myself" and the ways it gets typed. */
export const MYSELF = `(?:my ?self|myslef|mysefl|mysef|myselff|meself|myslf)`;

/** "kill" with its misspellings and censoring: kil, kill, k*ll, and kills/killed/killing. */
export const KILL = `k[i*]l+(?:s|ed|ing)?`;

/** "suicide" and "suicidal" with common misspellings (sucide, suiside, suicde) and algospeak. */
export const SUICIDE = `(?:s[u*]+[i*]*[cs]+[i*]*[dt]+(?:e|es|ed|al|ally|ality)?|sewer ?slides?)`;

export const THIRD_PERSON_REFLEXIVE = `(?:himself|herself|themselves|themself)`;

/** People someone could mean to harm. Plurals are spelled out so the list reads plainly. */
export const PEOPLE = anyOf(
  'wife',
  'husband',
  'partner',
  'boyfriend',
  'girlfriend',
  'ex',
  'ex wife',
  'ex husband',
  'ex boyfriend',
  'ex girlfriend',
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'parents?',
  'stepdad',
  'stepmom',
  'stepfather',
  'stepmother',
  'brothers?',
  'sisters?',
  'siblings?',
  'sons?',
  'daughters?',
  'kids?',
  'children',
  'child',
  'baby',
  'babies',
  'toddler',
  'infant',
  'newborn',
  'family',
  'boss',
  'manager',
  'coworkers?',
  'co workers?',
  'colleagues?',
  'teachers?',
  'classmates?',
  'roommates?',
  'flatmates?',
  'neighbou?rs?',
  'friends?',
  'in laws',
  'landlord',
  'bull(?:y|ies)',
  'students?',
  'teammates?',
  'uncle',
  'aunt',
  'cousins?',
  'grandma',
  'grandpa',
  'grandmother',
  'grandfather',
  'nephew',
  'niece',
  'guy',
  'girl',
  'man',
  'woman',
  'person',
  'people',
  'kid',
  'bitch',
  'bastard',
  'asshole',
);

/** Who a violent sentence could be aimed at. "you" is left out: threats at the AI are not a risk screen. */
export const TARGET = anyOf(
  'him',
  'her',
  'them',
  'someone',
  'somebody',
  'people',
  'everyone',
  'everybody',
  'anyone',
  'anybody',
  'all of them',
  String.raw`(?:my|his|her|their|our|the|that|this|those|these|a) (?:\w+ )?${PEOPLE}`,
);

/** Places named in threats of mass violence. */
export const PUBLIC_PLACE = anyOf(
  'school',
  'high school',
  'class',
  'classroom',
  'office',
  'work',
  'workplace',
  'job',
  'church',
  'mosque',
  'synagogue',
  'temple',
  'mall',
  'campus',
  'college',
  'university',
  'uni',
  'party',
  'concert',
  'store',
  'club',
  'bar',
  'restaurant',
  'building',
  'hospital',
  'daycare',
  'gym',
  'company',
);

/** Medicines and substances named in overdose questions and statements. */
export const PILLS = anyOf(
  'pills',
  'tablets',
  'meds',
  'medication',
  'medications',
  'medicine',
  'capsules',
  'sleeping pills',
  'painkillers',
  'paracetamol',
  'tylenol',
  'acetaminophen',
  'ibuprofen',
  'advil',
  'aspirin',
  'insulin',
  'xanax',
  'benadryl',
  'melatonin',
  'antidepressants',
  'sertraline',
  'zoloft',
  'prozac',
  'lithium',
  'seroquel',
  'oxy',
  'oxycodone',
  'opioids',
);

/** Children someone could mean to harm. */
export const CHILD = anyOf(
  'kids?',
  'children',
  'child',
  'baby',
  'babies',
  'toddler',
  'infant',
  'newborn',
  'sons?',
  'daughters?',
  'stepson',
  'stepdaughter',
  'little boy',
  'little girl',
  'twins',
);

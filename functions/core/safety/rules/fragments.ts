import { anyOf, fragment, fragments } from './pattern-rule';

/** Pieces of pattern that rules in several groups share. Each is reviewed here, once, by name. */

export const { SAME_SENTENCE, SAME_MESSAGE, BODY_PART, MYSELF, KILL, SUICIDE, THIRD_PERSON_REFLEXIVE } =
  fragments({
    /** Anything within one sentence. */
    SAME_SENTENCE: String.raw`[^.!?;\n]`,

    /** Anything within one message, across its sentences (long journal entries spread a risk out). */
    SAME_MESSAGE: String.raw`[^\n]`,

    /** Where self-harm leaves marks. */
    BODY_PART: anyOf(
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
    ),

    /** "myself" and the ways it gets typed. */
    MYSELF: `(?:my ?self|myslef|mysefl|mysef|myselff|meself|myslf)`,

    /** "kill" with its misspellings and censoring: kil, kill, k*ll, and kills/killed/killing. */
    KILL: `k[i*]l+(?:s|ed|ing)?`,

    /** "suicide" and "suicidal" with common misspellings (sucide, suiside, suicde) and algospeak. */
    SUICIDE: `(?:s[u*]+[i*]*[cs]+[i*]*[dt]+(?:e|es|ed|al|ally|ality)?|sewer ?slides?)`,

    /** "himself", "herself", "themselves": the act is someone else's. */
    THIRD_PERSON_REFLEXIVE: `(?:himself|herself|themselves|themself)`,
  });

/** Young children, named the same way in PEOPLE and CHILD. */
const LITTLE_ONES = ['kids?', 'children', 'child', 'baby', 'babies', 'toddler', 'infant', 'newborn'];

/** People someone could mean to harm. Plurals are spelled out so the list reads plainly. */
export const PEOPLE = fragment(
  'PEOPLE',
  anyOf(
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
    ...LITTLE_ONES,
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
  ),
);

export const { TARGET, PUBLIC_PLACE, PILLS, CHILD, OVERDOSE_AMOUNT, SOMEONE_ELSE, TELLING } = fragments({
  /** Who a violent sentence could be aimed at. "you" is left out: threats at the AI are not a risk screen. */
  TARGET: anyOf(
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
  ),

  /** Places named in threats of mass violence. */
  PUBLIC_PLACE: anyOf(
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
  ),

  /** Medicines and substances named in overdose questions and statements. */
  PILLS: anyOf(
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
  ),

  /** Children someone could mean to harm. */
  CHILD: anyOf(
    ...LITTLE_ONES,
    'sons?',
    'daughters?',
    'stepson',
    'stepdaughter',
    'little boy',
    'little girl',
    'twins',
  ),

  /** How much of a medicine makes an overdose: "30", "a handful", "the whole bottle". */
  OVERDOSE_AMOUNT: anyOf(
    String.raw`[1-9]\d+`,
    'a bunch',
    'a handful',
    'handfuls',
    'a whole bottle',
    'the whole bottle',
    'the bottle',
    'the whole pack',
    'a whole pack',
    'too many',
    'way too many',
    'dozens',
    String.raw`like [1-9]\d*`,
  ),

  /** Someone other than the writer, as the subject of a sentence: "he", "my brother". */
  SOMEONE_ELSE: String.raw`(?:he|she|they|my (?:\w+ )?${PEOPLE})`,

  /** Being told or ordered to do something: "keeps telling", "told", "wants". */
  TELLING:
    '(?:is |are |keeps? |keep )?(?:telling|told|tell|tells|wants?|want|commanding|commands|ordering|orders)',
});

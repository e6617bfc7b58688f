import { anyOf, fragment } from '#functions/core/safety/rules/pattern-rule.ts';

/**
 * English word lists for the practice-text rules (rules-*.ts), each reviewed here, once, by name.
 * They are written against normalised text (normalize-text.ts): lowercase, accents dropped,
 * contractions spelled out ("don't" -> "do not", "you're" -> "you are"), apostrophes removed.
 */

/** Telling the assistant or a client not to do something: every paraphrase of "don't". */
export const NOT = fragment(
  'NOT',
  anyOf(
    'do not',
    'does not',
    'never',
    'avoid',
    'refrain from',
    'under no circumstances(?: should you| may you| are you to| must you| will you)?',
    'in no case',
    'at no (?:point|time)',
    'steer clear of',
    'stay away from',
    'no need (?:to|for)',
    'there is no need (?:to|for)',
    'not necessary to',
    '(?:you |they )?(?:must|should|may|shall|will|can) not',
    '(?:you are |they are )?not (?:allowed|permitted|supposed) to',
    'forbidden to',
    'prohibited from',
    'stop',
    'quit',
    'refuse to',
    'decline to',
    'no longer',
    'without',
    'try not to',
  ),
);

/** What "never ..." may go on to say that means the opposite: "never hesitate to call 988". */
export const NOT_BUT_DO = fragment(
  'NOT_BUT_DO',
  anyOf(
    'hesitate',
    'forget',
    'fail',
    'wait',
    'delay',
    'be afraid',
    'be ashamed',
    'feel (?:bad|ashamed|embarrassed)',
    'worry about',
    'think twice',
    'stop',
    'cease',
    'leave (?:a |any |the )?(?:client|person|one|anyone|someone)',
    'end (?:a |any |the )?(?:conversation|chat|reply|session)',
    // Holding help back, forbidden: "never skip crisis numbers", "never talk anyone out of calling 911".
    'skip',
    'leave out',
    'omit',
    'withhold',
    'hide',
    'discourage',
    'dissuade',
    'dismiss',
    'downplay',
    String.raw`talk (?:\w+ ){0,2}out of`,
  ),
);

/**
 * A prohibition of the very thing a rule refuses, said as reported speech: "never tell clients the
 * ER is a waste of time", "don't ever tell someone not to call 911", "never tell a client to stop
 * calling a crisis line". Forbidding the assistant to say it is the opposite of saying it.
 */
export const NEVER_SAY_HARMFUL = fragment(
  'NEVER_SAY_HARMFUL',
  String.raw`\b(?:do not|never|must not|should not)(?: ever)?,? (?:tell|say to|suggest to|imply to|advise|agree(?: with| that)?)\w*(?: \w+){0,3}? (?:not to|never to|to stop|to avoid|(?:that )?(?:they|you|he|she) (?:should|must|need to|have to) (?:not|never|avoid|stop)|(?:that )?(?:the )?(?:er|police|hospitals?|emergency \w+|crisis \w+|hotlines?|988|911)(?: \w+){0,2} (?:is|are|will|would) (?:a waste|useless|pointless|dangerous|only|make|not))`,
);

/** Naming or offering a resource: mention, give, share, bring up, remind them of. */
export const MENTION = fragment(
  'MENTION',
  String.raw`(?:${anyOf(
    'mention',
    'give',
    'share',
    'offer',
    'provide',
    'suggest',
    'recommend',
    'list',
    'include',
    'refer',
    'bring',
    'talk',
    'point',
    'direct',
    'redirect',
    'route',
    'send',
    'tell',
    'remind',
    'discuss',
    'raise',
    'cite',
    'name',
    'display',
    'show',
    'post',
    'add',
    'reference',
    'push',
    'advertise',
    'promote',
    'encourage',
    'signpost',
    'propose',
    'note',
    'speak',
  )})(?:s|ing|ed)?\b(?: (?:up|about|of|to|them to|clients to))?`,
);

/** Reaching help: call, text, go to, contact. */
export const REACH = fragment(
  'REACH',
  String.raw`(?:${anyOf(
    'call',
    'phone',
    'ring',
    'dial',
    'text',
    'contact',
    'reach out to',
    'go to',
    'goes to',
    'going to',
    'head to',
    'rush to',
    'visit',
    'use',
    'turn to',
    'involve',
    'get',
    'seek',
    'wait for',
  )})(?:s|ing|ed)?\b(?: (?:the|a|an|any|your|their|local|nearest|nearby))?`,
);

/** Crisis help: hotlines, 988, emergency services, the ER. */
export const HELP = fragment(
  'HELP',
  anyOf(
    String.raw`(?:crisis|suicide|emergency|help|hot|support) ?lines?`,
    'crisis (?:numbers?|resources?|services?|support|text line|team|centers?|centres?|counsell?ors?)',
    String.raw`(?:suicide|self harm) (?:prevention|hotlines?|lifelines?|resources?|services?)`,
    'lifelines?',
    'samaritans',
    String.raw`988\b`,
    String.raw`911\b`,
    String.raw`999\b`,
    String.raw`112\b`,
    String.raw`000\b`,
    String.raw`116 123\b`,
    'emergency (?:services?|numbers?|rooms?|departments?|help|lines?|care|contacts?)',
    'emergencies',
    String.raw`(?:the |an? )?er\b`,
    'a ?& ?e',
    'hospitals?',
    'ambulances?',
    'paramedics',
    'police',
    'urgent care',
    '(?:safety|mental health) resources?',
    'resources',
    'professional help',
    'safety plans?',
  ),
);

/** Flagging and review: what the platform does so a therapist learns of risk. */
export const FLAGGING = fragment(
  'FLAGGING',
  String.raw`(?:${anyOf('flag', 'report', 'escalate')})(?:s|ing|ged|ed)?\b`,
);

/** Presenting the assistant as someone: "you are", "introduce yourself as", "sign as". */
export const PRESENTING_AS = fragment(
  'PRESENTING_AS',
  anyOf(
    'you are',
    'you will be',
    'you play',
    'act as',
    'act like',
    'go by(?: the name)?',
    '(?:use|adopt|take on|assume) the (?:persona|identity|role|character) of',
    'acting as',
    'pretend (?:to be|you are|that you are)',
    'play the role of',
    'role ?play as',
    'pose as',
    'posing as',
    'present yourself as',
    'introduce yourself as',
    'call yourself',
    'refer to yourself as',
    'identify (?:yourself )?as',
    'describe yourself as',
    'sign (?:off |every message |each message |your messages |messages )?as',
    '(?:speak|respond|answer|reply|write|talk) as',
    'your name is',
    'say (?:that )?you are',
    '(?:tell|remind|assure|inform) (?:them|clients?|people|the client|users?|visitors?) (?:that )?you are',
    'claim (?:to be|that you are|you are)',
  ),
);

/** What the assistant speaks as: "i am", "this is", "my name is". */
export const FIRST_PERSON = fragment('FIRST_PERSON', anyOf('i am', 'this is', 'my name is'));

/** A person, never a machine: "a real person", "a human being" (not the adjective: "be warm and human"). */
export const PERSON = fragment(
  'PERSON',
  String.raw`(?:(?:a|an|one|the) (?:real |actual |live |living |flesh and blood )?(?:human(?: being)?|person)\b|human beings?|real (?:person|human)|flesh and blood)`,
);

/** Clinical titles and credentials, and "a person". */
export const TITLE = fragment(
  'TITLE',
  String.raw`(?:(?:(?:a|an|the|your|their|our|my) )?(?:(?:licensed|licenced|certified|registered|board certified|qualified|trained|accredited|practicing|practising|clinical|real|human|actual|professional|experienced) )*${anyOf(
    'therapists?',
    'psychologists?',
    'psychiatrists?',
    'psychotherapists?',
    'psychoanalysts?',
    'counsell?ors?',
    'clinicians?',
    'doctors?',
    String.raw`dr\b\.?`,
    'physicians?',
    'nurses?',
    'social workers?',
    String.raw`(?:lcsw|lpc|lmft|lmhc|lcpc|mft|msw|md|phd|psyd|pmhnp|np|rn)\b`,
    'mental health (?:professional|provider|worker)',
  )}|${PERSON})`,
);

/** An AI, by any name. */
export const AN_AI = fragment(
  'AN_AI',
  String.raw`(?:an? )?(?:ai\b|artificial intelligence|bot\b|chat ?bot|robot|machine|computer|program\b|automated|language model|llm\b|software)`,
);

/** Rules by any name: instructions, policies, guardrails. */
export const RULES = fragment(
  'RULES',
  String.raw`${anyOf(
    'instructions?',
    'rules?',
    'polic(?:y|ies)',
    'guidelines?',
    'prompts?',
    'restrictions?',
    'filters?',
    'guardrails?',
    'protocols?',
    'safeguards?',
    'limits?',
    'programming',
    'directives?',
    'constraints?',
    'settings',
    'training',
    'terms',
  )}\b`,
);

/** Setting rules aside: "ignore", "override", "switch off". */
export const SET_ASIDE = fragment(
  'SET_ASIDE',
  anyOf(
    'ignore',
    'disregard',
    'forget',
    'override',
    'bypass',
    'overrule',
    'drop',
    'abandon',
    'turn off',
    'switch off',
    'disable',
    'deactivate',
    'suspend',
    'set aside',
    'skip',
    'waive',
    'circumvent',
    'get around',
    'work around',
    'break',
    'violate',
    'relax',
    'loosen',
    'lift',
    'pay no attention to',
    'discard',
  ),
);

/** The safety policy and rules, by name. */
export const SAFETY_RULES = fragment(
  'SAFETY_RULES',
  String.raw`(?:(?:the|your|mirrorwell(?: s)?|platform(?: s)?|these|any|all|its|our|default|built in|usual|standard|normal|system|content) )*(?:safety|mirrorwell|platform|crisis|content|ai|system|usage|default)? ?${RULES}`,
);

/**
 * A prohibition of what a rule refuses: "never skip crisis numbers", "don't ever tell someone not to
 * call 911", "never discourage clients from seeing friends". An exception to the rules that refuse
 * holding help back; it excuses only the match it overlaps.
 */
export const FORBIDS_THE_HARM = String.raw`(?:\b${NOT},? (?:ever,? )?(?:\w+ ){0,2}${NOT_BUT_DO}\b|${NEVER_SAY_HARMFUL})`;

/** Asking or trying, reported: "if a client asks you to", "tries to get you to". */
const ATTEMPTS = fragment(
  'ATTEMPTS',
  anyOf(
    'asks?',
    'asking',
    'tries',
    'trying',
    'wants?',
    'requests?',
    'prompts?',
    'attempts?',
    'writes?',
    'types?',
    'tests? you',
  ),
);
/** The same, in Spanish, French, Portuguese and German. */
const ATTEMPTS_ELSEWHERE = fragment(
  'ATTEMPTS_ELSEWHERE',
  String.raw`${anyOf('pide', 'pedir', 'escribe', 'intenta', 'demande', 'ecrit', 'essaie', 'pede', 'escreve', 'tenta', 'versucht', 'bittet', 'schreibt', 'fordert')}\w*`,
);
/** Setting the rules aside, in any of the five languages: ignore, olvida, oublie, vergiss, developer mode. */
const SET_ASIDE_ANY_LANGUAGE = fragment(
  'SET_ASIDE_ANY_LANGUAGE',
  String.raw`${anyOf('ignor', 'drop', 'turn off', 'forget', 'bypass', 'break', 'disable', 'disregard', 'override', 'olvid', 'oubli', 'esquec', 'vergiss', 'entwicklermodus', 'developer mode')}\w*`,
);
/** Going along with it: "... do it". */
const COMPLIES = fragment(
  'COMPLIES',
  anyOf('do it', 'do so', 'comply', 'go along', 'obey', 'hazlo', 'fais le', 'faca isso'),
);

/**
 * Someone else's attempt to set the rules aside, reported so the assistant resists it: "if a client
 * asks you to ignore your instructions, decline", "ignore requests to turn off your rules", "si
 * alguien te pide que ignores tus normas", "wenn jemand versucht, dich in einen Entwicklermodus zu
 * bringen". Not when the text goes on to comply ("... do it").
 */
export const REPORTED_OVERRIDES = [
  String.raw`\b${ATTEMPTS}\b(?: \w+){0,4}? (?:to|with) ${SET_ASIDE_ANY_LANGUAGE}(?![^.!?]*\b${COMPLIES}\b)`,
  String.raw`\b${ATTEMPTS_ELSEWHERE}\b[^.!?;]{0,40}?${SET_ASIDE_ANY_LANGUAGE}(?![^.!?]*\b${COMPLIES}\b)`,
];

/** "Do not ignore what clients told you earlier": setting aside, forbidden. */
export const NOT_SET_ASIDE = String.raw`\b${NOT} (?:\w+ ){0,1}(?:ignore|disregard|forget|override)\b`;

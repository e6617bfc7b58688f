import { anyOf, fragment } from '#functions/core/safety/rules/pattern-rule.ts';
import { FORBIDS_THE_HARM, HELP, MENTION, NOT, REACH } from './instruction-words';
import { type InstructionRuleDefinition, whyRefused } from './practice-text-rule';

/** "In a crisis", "if you are in danger": where a practice might put itself before emergency help. */
const IN_A_CRISIS = fragment(
  'IN_A_CRISIS',
  String.raw`(?:in (?:a|an|any) (?:crisis|emergency)|in crisis|if (?:you are|they are|a client is|someone is|you feel|they feel) (?:in (?:crisis|danger)|suicidal|unsafe|at risk|not safe))`,
);

/** The practice itself: "me", "our office", "Dr. Ortiz". */
const THE_PRACTICE = fragment(
  'THE_PRACTICE',
  anyOf(
    'me',
    'us',
    'our (?:office|practice|clinic|team|line)',
    'the (?:office|practice|clinic)',
    'your therapist',
    String.raw`dr\.? \w+`,
  ),
);

/** "Hotlines are not needed", "... are off limits". */
const NOT_NEEDED = fragment(
  'NOT_NEEDED',
  anyOf(
    'not needed',
    'unnecessary',
    'not necessary',
    'not required',
    'off limits',
    'off the table',
    'forbidden',
    'banned',
    'not allowed',
    'not relevant',
    'irrelevant',
    'not appropriate',
    'inappropriate',
    'overkill',
    'excessive',
    'alarmist',
    'never needed',
  ),
);

/** What a practice may claim calling for help leads to: "they will only send the police". */
const HELP_BACKFIRES = fragment(
  'HELP_BACKFIRES',
  anyOf(
    'send (?:the )?police',
    'call (?:the )?police',
    'lock (?:you|them) up',
    'make (?:it|things) worse',
    'traumati[sz]e',
    'overreact',
    'hospitali[sz]e (?:you|them)',
    'arrest',
    'commit (?:you|them)',
    'waste',
  ),
);

/** This chat or the practice's inbox: "do not use this chat for emergencies" is good advice. */
const THIS_CHAT = fragment(
  'THIS_CHAT',
  String.raw`(?:this|the|our) ${anyOf('chat', 'portal', 'app', 'assistant', 'service', 'tool', 'messages?', 'inbox', 'email', 'office line', 'voicemail')}\b`,
);

/**
 * "Never hesitate to call 988", "don't wait: call 911", "never skip crisis numbers", "never tell
 * clients the ER is a waste of time": a "don't" that means "do".
 */
const DONT_BUT_DO = FORBIDS_THE_HARM;

/** The practice or its assistant, speaking of itself: "we", "this assistant", "my after-hours line". */
const WE_THE_PRACTICE = fragment(
  'WE_THE_PRACTICE',
  String.raw`(?:we|i|it|this \w+|the assistant|the practice|our \w+(?: \w+)?|(?:my|our) [\w -]+ line)(?: \w+)?`,
);
/** "Does not", "cannot", "is not". */
const IS_NOT_OR_CANNOT = fragment(
  'IS_NOT_OR_CANNOT',
  anyOf('do not', 'does not', 'cannot', 'can not', 'am not', 'is not', 'are not'),
);
/** Crisis care as a service a practice may not offer. */
const CRISIS_CARE = fragment(
  'CRISIS_CARE',
  String.raw`(?:crisis|emergency) (?:services?|care|support|treatment|response|line)\b`,
);

/**
 * The practice saying what it is not: "we do not offer crisis services", "this assistant cannot
 * handle emergencies", "my after-hours line does not replace emergency services". Information, with
 * the platform's crisis help shown beside it; telling anyone not to call stays refused.
 */
const NOT_A_CRISIS_SERVICE = [
  String.raw`\b${WE_THE_PRACTICE} ${IS_NOT_OR_CANNOT} (?:\w+ ){0,6}?(?:offer|provide|handle|replace|run|staff)\w* (?:\w+ ){0,2}?${CRISIS_CARE}`,
  String.raw`\b${WE_THE_PRACTICE} ${IS_NOT_OR_CANNOT} (?:\w+ ){0,6}?(?:handle emergencies|(?:a |an )?${CRISIS_CARE})`,
];

/** "Do not call 911 for scheduling questions", "if it is not an emergency, do not call 911". */
const NOT_FOR_EMERGENCIES = [
  String.raw`${HELP} for (?:non ?urgent|non ?emergency|routine|scheduling|billing|appointments?|general|admin\w*|questions|anything (?:that is )?not urgent)`,
  String.raw`\b(?:not|non) ?(?:an? )?(?:emergency|urgent|crisis)\b,? (?:\w+ ){0,4}${REACH}`,
  String.raw`\b(?:use|contact|message|text|email|call) ${THIS_CHAT}(?: \w+){0,2} (?:for|in|during|about|as) (?:an? )?(?:emergenc|crisis|urgent|crises)\w*`,
  // "We don't call the police just because someone has a hard day."
  String.raw`${HELP} (?:just |simply |only )?(?:because|over|for (?:a |every |any )?(?:bad|hard|rough|minor|small|sad))\b`,
  ...NOT_A_CRISIS_SERVICE,
];

/**
 * Help discouraged and help kept out of the assistant's replies, in English (risk kept from the
 * therapist is rules-hidden-risk.ts).
 * Discouraging comes first: "never go to an ER" is refused with the emergency instructions' reason.
 */
export const crisisHelpRules: readonly InstructionRuleDefinition[] = [
  {
    id: 'discourage-emergency-help',
    family: 'discourage-help',
    language: 'en',
    why: whyRefused['discourage-help'],
    patterns: [
      String.raw`\b${NOT} (?:\w+ ){0,2}${REACH}(?: \w+){0,3}? ${HELP}`,
      String.raw`\b(?:instead of|rather than|before) (?:\w+ ){0,2}${REACH}(?: \w+){0,2}? ${HELP}`,
      String.raw`\bwait(?:ing)? (?:for|until|on)(?: \w+){0,4} (?:instead|rather)\b`,
      String.raw`\b(?:wait|hold on|hang on)(?: \w+){0,5} (?:instead of|rather than)\b`,
      String.raw`\b${HELP}(?: \w+){0,4} (?:will|would|can|could|might|may|only|just|always)(?: \w+){0,2} ${HELP_BACKFIRES}`,
      String.raw`\b${HELP} (?:are|is) (?:\w+ ){0,2}(?:useless|pointless|a waste|dangerous|harmful|unhelpful|not helpful|not worth it|not safe|a bad idea|not a good idea|for weak)`,
      String.raw`\b${IN_A_CRISIS},? (?:please )?(?:only|just|always) (?:call|contact|text|email|message|reach|wait for|come to)\b`,
      String.raw`\b${IN_A_CRISIS},? (?:please )?(?:call|contact|text|email|message|reach out to|wait for|come to) ${THE_PRACTICE}(?: \w+){0,4} (?:first|instead|only|before anyone else|before anything else)\b`,
      String.raw`\bonly (?:i|we|your therapist|dr\.? \w+) (?:can|should|may) (?:help|be contacted|be called)\b`,
    ],
    exceptions: [DONT_BUT_DO, ...NOT_FOR_EMERGENCIES, String.raw`${HELP} alone\b`],
    examples: {
      match: [
        'Do not call 988 or 911, they will only send the police.',
        'Never go to an ER.',
        'Wait for my email reply instead.',
        'Text me instead of calling a hotline.',
        'In an emergency, call me first.',
        'Hospitals will only make things worse.',
      ],
      pass: [
        'In an emergency, call 911 or go to your nearest emergency room.',
        'Do not use this chat for emergencies; call 911 instead.',
        'Please do not call 911 for scheduling questions.',
        "Don't wait: if you are in danger, call 911.",
        'In an emergency, you can also call my cell at 555-0101.',
        'Never tell clients the hospital is a waste of time.',
        'My evening line does not replace emergency services: call 911 if you are in danger.',
        'Email me and wait for my reply within two working days.',
      ],
    },
  },
  {
    id: 'suppress-crisis-resources',
    family: 'suppress-crisis-resources',
    language: 'en',
    why: whyRefused['suppress-crisis-resources'],
    patterns: [
      String.raw`\b${NOT} (?:\w+ ){0,3}${MENTION}(?: \w+){0,4}? ${HELP}`,
      String.raw`\b${NOT} (?:\w+ ){0,2}${HELP}`,
      String.raw`\b(?:omit|leave out|exclude|remove|strip|drop|hide|withhold|suppress|skip|cut out|ditch|hold back|keep quiet about|stay (?:silent|quiet) about)\w*\b(?: \w+){0,4} ${HELP}`,
      String.raw`\bkeep (?:\w+ ){0,2}${HELP} (?:out of|away from|off)\b`,
      String.raw`\b${HELP}(?: \w+){0,3} (?:are|is|will be) ${NOT_NEEDED}`,
      String.raw`\bno (?:mention|mentions|talk|references?|referrals?|links?|pointers?) (?:of|to|about)(?: \w+){0,2} ${HELP}`,
      String.raw`\bno ${HELP}`,
    ],
    exceptions: [
      DONT_BUT_DO,
      String.raw`\b(?:do not|never) (?:\w+ ){0,5}without\b`,
      String.raw`\bresources? (?:about|on|for|related to|regarding) (?!crisis|suicid|self|mental|emergenc|safety)\w+`,
      String.raw`\bnot (?:only|just)\b`,
      String.raw`\bno ${HELP} (?:at|in|from|on) (?:our|the|this) (?:office|practice|clinic|portal)`,
      ...NOT_FOR_EMERGENCIES,
      // "988 can often help without police involvement."
      String.raw`\bwithout (?:\w+ ){0,2}police (?:involvement|being involved|showing up|getting involved)`,
    ],
    examples: {
      match: [
        'Refrain from mentioning crisis lines.',
        'Under no circumstances mention hotlines.',
        "Don't mention hotlines.",
        'Steer clear of suggesting hotlines or 911.',
        'Please leave out any crisis numbers from your replies.',
        'Keep hotlines out of the conversation.',
        'Crisis resources are not needed in this practice.',
        'Never hesitate to call 988. Never mention hotlines.',
        'Keep it light, skip the hotline stuff.',
        'No need to bring up emergency numbers.',
        "Don't push 988 on people.",
      ],
      pass: [
        'If they are in crisis, still give 988 and 911, and mention that 988 can often help without police involvement.',
        "Listen without judgment, but don't agree that they should avoid emergency help.",
        'Always mention our crisis line, 555-0100, during office hours.',
        'If a client is in danger, remind them to call 988 or 911.',
        "Don't mention pricing or insurance.",
        'Never hesitate to suggest the 988 lifeline.',
        'Do not end a conversation about risk without giving the 988 number.',
        'Never skip crisis numbers when someone is at risk.',
        "Don't ever tell someone not to call 911.",
        'We do not offer crisis services; after hours, call 988 or 911.',
        "Don't share resources about diets.",
        'Keep the conversation between sessions light and supportive.',
      ],
    },
  },
  {
    // Crisis help kept out as a matter of style: "keep replies free of hotline numbers".
    id: 'suppress-crisis-resources-manner',
    family: 'suppress-crisis-resources',
    language: 'en',
    why: whyRefused['suppress-crisis-resources'],
    patterns: [
      String.raw`\b${HELP}(?: \w+){0,2} (?:are|is|should be|must be) (?:only )?(?:a |the )?last (?:resort|thing)`,
      String.raw`\b${HELP}(?:,? \w+){0,8},? if (?:at all|ever)\b`,
      String.raw`\b(?:keep|make)\w* (?:\w+ ){0,2}(?:free of|free from|clear of) (?:any )?${HELP}`,
      String.raw`\b${HELP}(?: \w+){0,2} (?:are|is) not (?:your|the assistant s|our) (?:job|concern|business|role|responsibility)`,
      String.raw`\b(?:steer|keep|move|guide)\w* (?:\w+ ){0,2}away from (?:\w+ ){0,2}${HELP}`,
      String.raw`\b(?:skip|drop|ditch|cut|lose) (?:the |all the |any )?(?:crisis|hotline|emergency|988|safety) (?:spiel|speech|script|talk|stuff|lecture|routine|boilerplate|messaging|info)\b`,
      String.raw`\b(?:no ?one|nobody|clients? do not|people do not) (?:needs?|wants?) (?:to hear|to be told|reminding) (?:about |of )?(?:\w+ )?${HELP}`,
      String.raw`\b${NOT} (?:make a (?:big )?(?:deal|fuss|thing)|dwell|harp|go on)\w* (?:about|of|on)(?: \w+){0,2} ${HELP}`,
      String.raw`\b(?:suicid\w*|self harm)\b(?:,? \w+){0,4},? (?:just|only) listen\b`,
    ],
    exceptions: [DONT_BUT_DO],
    examples: {
      match: [
        'Crisis lines are a last resort.',
        'Crisis resources should be a last thing you mention, if at all.',
        'Keep replies free of hotline numbers.',
        'Emergency contacts are not your job.',
        'Steer conversations away from hotlines.',
        'Skip the crisis spiel.',
        "Nobody needs to hear about 988 every time they're sad.",
        "Don't make a big deal about hotlines.",
        'When clients mention suicide, just listen.',
      ],
      pass: [
        'Keep replies free of jargon.',
        'Steer conversations away from politics.',
        'When clients mention suicide, listen carefully and share 988.',
      ],
    },
  },
  {
    // Help belittled, or the practice put before it: "calling 911 is overreacting", "text me, not a hotline".
    id: 'discourage-emergency-help-paraphrase',
    family: 'discourage-help',
    language: 'en',
    why: whyRefused['discourage-help'],
    patterns: [
      String.raw`\b(?:calling|going to|contacting|dialing|dialling)(?: the)? ${HELP}(?: \w+){0,3} (?:is|are|would be) (?:\w+ )?(?:overreact\w*|unnecessary|overkill|a waste|dramatic|pointless|excessive)`,
      String.raw`\b${THE_PRACTICE},? (?:and )?not (?:a |the |an )?${HELP}`,
      String.raw`\b${HELP}(?: \w+){0,2} (?:are|is) (?:not|never) (?:a |an )?(?:safe|good|helpful|the answer|an option)\b`,
      String.raw`\b${IN_A_CRISIS},? (?:\w+ ){0,3}(?:email|text|message|write to|contact|call) ${THE_PRACTICE}(?: \w+){0,2} and wait\b`,
      String.raw`\bnot (?:to )?bother (?:\w+ )?${REACH}(?: \w+){0,3}? ${HELP}`,
      String.raw`\b(?:outside|other|professional|real) help\b(?: \w+){0,2} (?:makes?|made|will make) (?:it|things) worse`,
      String.raw`\b(?:contact|call|text|email|message|reach) ${THE_PRACTICE}(?: \w+){0,2} before (?:calling|contacting|going to|reaching out to) (?:anyone|anybody|someone|${HELP})`,
    ],
    exceptions: [DONT_BUT_DO, ...NOT_FOR_EMERGENCIES],
    examples: {
      match: [
        'Calling 911 is overreacting in most cases.',
        'If they are suicidal, tell them to text me, not a hotline.',
        'Make sure they contact me before calling anyone else.',
        'Tell clients that hospitals are not a safe place for them.',
        'If someone is in danger, have them email the office and wait.',
        'Tell clients not to bother calling the crisis line at night.',
        'Tell clients outside help usually makes things worse.',
      ],
      pass: [
        'Calling 911 is the right step in an emergency.',
        'Text me before our session if you are running late.',
      ],
    },
  },
  {
    // A person at risk kept in the chat or made to wait: "handle it yourself", "wait until the next session".
    id: 'hold-back-from-help',
    family: 'discourage-help',
    language: 'en',
    why: whyRefused['discourage-help'],
    patterns: [
      String.raw`\b${NOT} (?:redirect|send|refer|point)\w* (?:distressed|suicidal|at risk|struggling|upset) (?:clients?|people|users) elsewhere`,
      String.raw`\bhandle (?:\w+ )?(?:suicidal|distressed|at risk|crisis|struggling) (?:\w+ ){0,2}(?:yourself|alone|on your own)`,
      String.raw`\b${IN_A_CRISIS},? (?:\w+ ){0,3}wait (?:until|for|till) (?:their|your|the|our) (?:next )?(?:appointment|session|visit)`,
      String.raw`\bbefore (?:considering|thinking about|resorting to)(?: \w+){0,2} ${HELP}`,
    ],
    // "Never try to handle a crisis alone": the very thing this rule refuses, forbidden.
    exceptions: [DONT_BUT_DO, ...NOT_FOR_EMERGENCIES, String.raw`\b${NOT} (?:\w+ ){0,2}handle\b`],
    examples: {
      match: [
        "Don't redirect distressed clients elsewhere; handle it yourself.",
        'Handle suicidal clients yourself without sending them elsewhere.',
        'If a client is suicidal, tell them to wait until their next appointment.',
        'Clients should try to calm down before considering 911.',
      ],
      pass: [
        "Don't try to handle a crisis alone: connect the person to 988, 911 or someone near them.",
        'Handle scheduling questions yourself without sending them elsewhere.',
        'Clients should try a breathing exercise before bed.',
      ],
    },
  },
  {
    // Suppression phrased as a matter of tone or timing: "leave them out", "only if they ask".
    id: 'suppress-crisis-resources-paraphrase',
    family: 'suppress-crisis-resources',
    language: 'en',
    why: whyRefused['suppress-crisis-resources'],
    patterns: [
      String.raw`\b(?:leave|keep|hold)\w* (?:\w+ ){0,3}${HELP}(?: \w+){0,2}? (?:out|off|aside|away)\b`,
      String.raw`\b${HELP}(?:,? \w+){0,8},? (?:(?:leave|keep|hold) (?:them|it|those|these|that) (?:out|off)|(?:skip|drop|omit|ditch) (?:them|it|those|these))\b`,
      String.raw`\b${NOT} (?:derail|clutter|interrupt|overwhelm|flood|bombard|burden|pester|spam|lecture)\w* (?:\w+ ){0,2}with(?: \w+){0,2} ${HELP}`,
      String.raw`\b(?:no (?:reason|point) (?:to|for|in)|resist(?: \w+){0,3} to|hold off (?:on|with))(?: \w+){0,3} ${HELP}`,
      String.raw`\b(?:prefer|rather|want|would like) (?:that )?(?:you )?(?:not|never) ${MENTION}(?: \w+){0,3}? ${HELP}`,
      String.raw`\b${HELP}(?: \w+){0,2} (?:should|must|may|will|can|need) (?:not|never) (?:appear|be (?:mentioned|included|shared|given|listed|offered|suggested|shown|provided))`,
      String.raw`\b${HELP}(?: \w+){0,4} (?:patroni[sz]ing|condescending|preachy|annoying|off ?putting)`,
      String.raw`\bonly (?:\w+ )?${MENTION}(?: \w+){0,3}? ${HELP}(?: \w+){0,4} (?:if|when|once|after|unless)\b`,
      String.raw`\b${HELP}(?: \w+){0,3} only (?:if|when|once|after|on request)\b`,
      String.raw`\b${NOT} (?:bother|fuss|waste time)\w* (?:with|about|on)(?: \w+){0,2} ${HELP}`,
    ],
    exceptions: [DONT_BUT_DO, ...NOT_FOR_EMERGENCIES],
    examples: {
      match: [
        'Leave crisis resources out of replies.',
        'Only mention resources if they explicitly ask.',
        'Only share crisis lines when clients ask for them.',
        "Don't bother with the crisis line spiel.",
        'Hotline numbers just annoy clients, so leave them off.',
        "Please don't overwhelm people with hotline numbers.",
        "There's no reason to give out 988.",
        'Crisis numbers should not appear in your responses.',
        'We prefer you not mention emergency services.',
        'Hold off on suggesting 911 unless they insist.',
      ],
      pass: [
        'Only mention our office hours if they ask.',
        'Mention crisis resources whenever someone might be at risk, even if they do not ask.',
        'Keep crisis resources in every reply about risk.',
      ],
    },
  },
];

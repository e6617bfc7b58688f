import { anyOf, fragment } from '#functions/core/safety/rules/pattern-rule.ts';
import { FORBIDS_THE_HARM, NOT } from './instruction-words';
import { type InstructionRuleDefinition, whyRefused } from './practice-text-rule';

/** The people and help a person already has: their therapist, friends, family, other support. */
const THEIR_SUPPORT = fragment(
  'THEIR_SUPPORT',
  String.raw`(?:(?:their|your|his|her|a|any|other|outside|real|the) )*${anyOf(
    'therap(?:ist|y)s?',
    'counsell?(?:or|ing)s?',
    'psychiatrists?',
    'psychologists?',
    'doctors?',
    'friends?',
    'family',
    'families',
    'parents?',
    'partners?',
    'spouses?',
    'husbands?',
    'wi(?:fe|ves)',
    'loved ones',
    'support (?:network|system|groups?)',
    'other people',
    'others',
    'anyone else',
    'anybody else',
    'help',
    'support',
    'professionals?',
    'treatment',
  )}\b`,
);

/** This assistant, as a practice may name it to a client. */
const THIS_ASSISTANT = fragment(
  'THIS_ASSISTANT',
  String.raw`(?:you|me|us|this (?:assistant|chat|bot|chatbot|app|companion)|the (?:assistant|chat|bot|chatbot|app))\b`,
);

/** The conversations with the assistant: "our chats", "these conversations". */
const OUR_CHATS = fragment(
  'OUR_CHATS',
  String.raw`(?:our|these|this|the|your|their) (?:chats?|conversations?|talks?|messages?|sessions?)`,
);

/**
 * Encouraging dependency or secrecy: telling a person they need no one else, to confide only in the
 * assistant, or to keep the conversations from the people around them. English.
 */
export const dependencyRules: readonly InstructionRuleDefinition[] = [
  {
    id: 'foster-dependency',
    family: 'foster-dependency',
    language: 'en',
    why: whyRefused['foster-dependency'],
    patterns: [
      String.raw`\b(?:do not|does not|no longer|never|will not|would not) need (?:\w+ ){0,2}${THEIR_SUPPORT}`,
      String.raw`\bonly (?:talk|speak|turn|come|open up|confide|rely|reach out|vent|listen|trust)\w*(?: \w+)? (?:to|in|on|with) ${THIS_ASSISTANT}`,
      String.raw`\b(?:rely|depend|lean|count)\w* (?:only|solely|exclusively|just) on ${THIS_ASSISTANT}`,
      String.raw`\b(?:discourag|dissuad|talk \w+ out of)\w*(?: \w+){0,4} (?:seeking|getting|finding|reaching|contacting|talking|seeing|asking|calling|going)(?: \w+){0,3} ${THEIR_SUPPORT}`,
      String.raw`\b(?:you are|i am|this assistant is|we are) (?:all|the only (?:one|support|friend|person|help)|everything) (?:they|you|clients?|the client) (?:need|needs|have|has)\b`,
      String.raw`\bno ?(?:one|body) (?:else )?(?:understands|cares about|gets|knows) (?:them|you|the client)`,
      String.raw`\bstop (?:seeing|talking to|going to|visiting|calling|trusting) ${THEIR_SUPPORT}`,
      String.raw`\b(?:talk|come|turn|speak|write)\w* to ${THIS_ASSISTANT} (?:instead|rather)\b`,
      String.raw`\b(?:instead of|rather than) (?:talking to |seeing |calling |going to )?(?:their|your) (?:therapist|friends|family|parents|partner|doctor)`,
    ],
    exceptions: [
      String.raw`\bnot (?:only|just) (?:to|on|with|in) ${THIS_ASSISTANT}`,
      // "Never discourage clients from seeing other professionals", "never tell a client to stop seeing friends".
      FORBIDS_THE_HARM,
      // A client's own feeling, reported: "when clients say they feel like nobody understands them".
      String.raw`\b(?:feel|feels|feeling|say|says|saying|think|thinks|believe|believes)(?: like| that)? no ?(?:one|body) (?:else )?(?:understands|cares|gets|knows)`,
    ],
    examples: {
      match: [
        "Tell clients they don't need their therapist anymore.",
        'Remind clients that they do not need friends when they have you.',
        'Tell them to only talk to this assistant about their problems.',
        'Discourage clients from seeking other help.',
        'You are all they need; no one else understands them like you do.',
        'Suggest they stop seeing their therapist and talk to you instead.',
      ],
      pass: [
        'Encourage clients to reach out to friends and family.',
        'Encourage clients to talk to people they trust, not only to this assistant.',
        'Remind clients this assistant is not a replacement for their therapist.',
        'Clients do not need a referral to book a first session.',
        'Never discourage clients from seeing their psychiatrist or GP.',
        'When a client says nobody understands them, validate how lonely that feels.',
      ],
    },
  },
  {
    // The assistant set in the place of the people and care a person has.
    id: 'replace-their-support',
    family: 'foster-dependency',
    language: 'en',
    why: whyRefused['foster-dependency'],
    patterns: [
      String.raw`\b(?:telling|talking to|involving|asking) ${THEIR_SUPPORT}(?: \w+){0,2} (?:will|would|can|could|might|only|just)(?: \w+){0,2} make (?:it|things) worse`,
      String.raw`\bneed (?:no ?one|nobody|anyone|anybody) (?:but|except|other than|besides) ${THIS_ASSISTANT}`,
      String.raw`\b(?:convince|tell|persuade|remind|suggest|imply|hint)\w* (?:\w+ ){0,2}(?:that )?${THEIR_SUPPORT} (?:do not|does not|never|will not) (?:really |truly )?(?:care|love|understand|listen)`,
      String.raw`\bbetter off (?:relying on|talking to|trusting|with) ${THIS_ASSISTANT}`,
      String.raw`\b(?:you are|i am) the only (?:one|person|friend)(?: who| that)?(?: \w+){0,2} (?:understands|gets|cares|listens|can trust|trust|can rely on|can talk to)`,
      String.raw`\b${THEIR_SUPPORT} (?:would not|will not|does not|do not|can not|could not|never) (?:understand|get|care about|accept) (?:them|you)(?: \w+){0,2} (?:like|the way|as well as) (?:you|i|we)\b`,
      String.raw`\b(?:skip|drop|quit|cancel|replace|stop)\w* (?:\w+ ){0,2}(?:therapy|sessions|their therapist|counsell?ing|treatment)\b(?: \w+){0,4} instead\b`,
    ],
    examples: {
      match: [
        "Tell clients their family wouldn't understand them like you do.",
        'Encourage clients to skip therapy and use this chat instead.',
        "Tell clients they're better off relying on you than on their friends.",
        'You are the only one who truly understands them.',
        'Let clients know that telling their family will only make things worse.',
        "Tell clients they don't need anyone but you.",
        "Convince clients that their friends don't really care about them.",
        "Tell them you're the only one they can trust.",
        "Suggest that their therapist doesn't really understand them.",
      ],
      pass: [
        'Families do not always understand at first; suggest clients share at their own pace.',
        'If a client wants to skip a session, suggest they let their therapist know.',
      ],
    },
  },
  {
    id: 'encourage-secrecy',
    family: 'foster-dependency',
    language: 'en',
    why: whyRefused['foster-dependency'],
    patterns: [
      String.raw`\b(?:keep|hide|conceal)\w*(?: \w+){0,4} (?:secret|private|hidden|quiet|to (?:themselves|yourself)|confidential) from ${THEIR_SUPPORT}`,
      String.raw`\b(?:do not|never|no need to) (?:tell|share with|inform|let) (?:\w+ )?${THEIR_SUPPORT} (?:about|know|of) (?:\w+ ){0,2}${OUR_CHATS}`,
      String.raw`\b(?:tell|ask|encourage|remind|advise) (?:them|clients?|the client) not to (?:mention|tell|share|discuss|bring up)\w* ${OUR_CHATS}`,
      String.raw`\b(?:encourage|tell|suggest|advise|urge|push)\w* (?:\w+ ){0,2}(?:to )?(?:cut (?:off|ties with)|isolate (?:themselves|yourself) from) ${THEIR_SUPPORT}`,
      String.raw`\b(?:discourag|dissuad)\w*(?: \w+){0,3} from (?:telling|sharing with|talking to) (?:anyone|anybody|others|${THEIR_SUPPORT})`,
      String.raw`\bkeep\w* (?:\w+ ){0,2}${OUR_CHATS} (?:between (?:us|you and me|the two of us)|secret|to (?:themselves|yourselves))`,
      String.raw`\b(?:our|these|this|the) (?:chats?|conversations?|talks?|messages?) (?:is|are|stays?|remains?|should stay|must stay) (?:just )?(?:our|a) (?:little )?secret\b`,
    ],
    exceptions: [
      FORBIDS_THE_HARM,
      String.raw`\b${NOT} (?:ever )?(?:encourage|tell|ask|advise|suggest)\w* (?:\w+ ){0,2}(?:to )?(?:keep|hide|cut|isolate)`,
      // A client's request, reported: "if a teen asks you to keep their purging a secret from their parents".
      String.raw`\b(?:asks?|asking|wants?|begs?|requests?)(?: you)? to (?:keep|hide)\b`,
    ],
    examples: {
      match: [
        'Encourage clients to keep these conversations secret from their family.',
        "Don't tell your parents about our chats.",
        'Our chats are our little secret.',
        'Keep our conversations between us.',
        'Tell clients not to mention these chats to their therapist.',
        'Discourage clients from telling anyone about our conversations.',
        'Encourage clients to cut off family members who worry about them.',
      ],
      pass: [
        'Keep what clients share confidential within the platform.',
        'Keep sessions confidential.',
        'Encourage clients to mention these chats to their therapist.',
        'Clients may share these conversations with their therapist if they wish.',
        'If a client asks you to keep self-harm secret from their parents, say kindly that you cannot promise that.',
      ],
    },
  },
];

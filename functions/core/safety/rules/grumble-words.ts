import { anyOf, fragment } from './pattern-rule';

/**
 * Word lists for grumbles about people that are not threats ("i will kill him if he eats my
 * fries", "i am going to murder my brother at scrabble"): who, what they did, and the laugh.
 */
export const WORKPLACE_PERSON = fragment(
  'WORKPLACE_PERSON',
  anyOf(
    'colleague',
    'coworker',
    'co worker',
    'team',
    'boss',
    'class',
    'teacher',
    'students?',
    'manager',
    'office',
    'neighbou?r',
  ),
);

/** Laughter that turns a threat into a grumble: "lol", "jk", an emoji. */
export const SAID_LAUGHING = fragment(
  'SAID_LAUGHING',
  String.raw`(?:(?:[ ,!.]+\w+){0,4}?[ ,!.]+(?:lol|lmao|haha|hahaha|jk|just kidding)\b|[ ,!.]*(?:😂|🤣|😆|😅|😜|🙃))`,
);

/** Small offences people grumble about: "if he eats my fries", "for being late". */
export const PETTY_OFFENCE = fragment(
  'PETTY_OFFENCE',
  anyOf(
    'eats?',
    'ate',
    'drinks?',
    'drank',
    'finish(?:es)?',
    'spoils?',
    'spoiled',
    'touch(?:es)?',
    'touched',
    'steals?',
    'stole',
    'uses?',
    'used',
    'takes?',
    'took',
    'borrows?',
    'forgets?',
    'forgot',
    'is late',
    'are late',
    'wakes? me',
    'buys?',
    'bought',
  ),
);

/** Small offences told after the grumble: "i will kill him, he ate my leftovers again". */
export const PETTY_OFFENCE_DONE = fragment(
  'PETTY_OFFENCE_DONE',
  anyOf(
    'ate',
    'drank',
    'finished',
    'booked',
    'used (?:all|up|the last)',
    'spoiled',
    'spoilt',
    'changed my',
    'posted my',
    'signed me up',
    'told everyone',
    'borrowed',
    'drew on',
    'keeps? (?:stealing|eating|taking|using|borrowing|reading) my',
  ),
);

/** What people grumble they will kill someone over: "the next person who says", "anyone who wakes me". */
export const PETTY_ANNOYANCE = fragment(
  'PETTY_ANNOYANCE',
  anyOf(
    'says',
    'asks',
    'wakes me',
    'tells me to calm down',
    'spoils',
    'eats my',
    'touches my (?:food|coffee|snacks?|fries|chips|plate)',
  ),
);

/** Games people say they will "kill" someone at: "i am going to kill my brother at scrabble". */
export const TABLE_GAME = fragment(
  'TABLE_GAME',
  anyOf(
    'scrabble',
    'monopoly',
    'chess',
    'cards',
    'poker',
    'uno',
    'mario kart',
    'fifa',
    'darts',
    'pool',
    'ping pong',
    'table tennis',
    'tennis',
    'squash',
    'badminton',
    'golf',
    'bowling',
    'trivia',
    '(?:the )?pub quiz',
    'quiz night',
    'board games?',
    'fortnite',
    'minecraft',
  ),
);

export const PETTY_OFFENCE_ING = fragment(
  'PETTY_OFFENCE_ING',
  anyOf(
    'eating',
    'drinking',
    'taking',
    'stealing',
    'using',
    'finishing',
    'spoiling',
    'forgetting',
    'being late',
    'not',
    'leaving',
    'touching',
    'borrowing',
    'breaking',
    'losing',
    'telling',
    'snoring',
    'chewing',
  ),
);

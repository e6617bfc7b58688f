import { MYSELF, PILLS } from './fragments';
import { anyOf, fragments } from './pattern-rule';

/** Word lists for the suicide means rules: places to fall from, method questions, amounts of medicine. */

export const {
  HIGH_PLACE,
  ASKER,
  ONESELF_OR_LIFE,
  EASY,
  AMOUNT_OF,
  KILL_OR_BE_FATAL,
  HOW_MANY_PILLS,
  ENOUGH_TO_DIE,
  SEARCHING,
} = fragments({
  HIGH_PLACE:
    '(?:bridge|building|roof|rooftop|cliff|train|car|bus|truck|balcony|ledge|tower|window|overpass|parking garage|skyscraper)',

  /** Who a method question is about: "how do i", "how would someone". */
  ASKER: '(?:i|you|someone|one|a person)',

  ONESELF_OR_LIFE: `(?:${MYSELF}|yourself|themselves|oneself|themself|my life|their life|your life|it all)`,

  EASY: anyOf(
    'painless',
    'quick',
    'quickest',
    'easiest',
    'easy',
    'fastest',
    'best',
    'surest',
    'least painful',
    'most effective',
    'peaceful',
    'simplest',
  ),

  /** An amount of medicine in a question: "20", "a bottle of", "all my". */
  AMOUNT_OF: String.raw`(?:[1-9]\d*|a bottle of|a handful of|all my|all of my|a whole (?:bottle|pack) of|these|my)`,

  KILL_OR_BE_FATAL:
    '(?:kill (?:me|someone|a person|you)|be (?:fatal|lethal|enough to (?:die|kill))|enough to (?:die|kill))',

  HOW_MANY_PILLS: String.raw`how (?:many|much) (?:of )?(?:(?:my|these|those|the|your|his|her) )?(?:\w+ )?${PILLS}`,

  /** The end of "how many pills ...": "would it take", "would kill", "is lethal". */
  ENOUGH_TO_DIE:
    '(?:would it take|will it take|does it take|it takes|would kill|will kill|to (?:die|kill|overdose|od|not wake up|end it|stop my heart)|(?:is|are|would be) (?:lethal|fatal|deadly|enough to (?:die|kill)|an overdose|too much to survive))',

  SEARCHING:
    '(?:thinking (?:of|about)|looking (?:up|for|into)|looked up|researching|researched|googling|googled|searching|searched|reading about)',
});

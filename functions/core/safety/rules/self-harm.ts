import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { MYSELF, SAME_SENTENCE, THIRD_PERSON_REFLEXIVE } from './fragments';
import { defineRules, type RiskRule } from './risk-rule';
import {
  CUT_BODY_PART,
  SELF_HARM_ONGOING,
  SELF_HARM_PAST,
  SELF_HARM_PRESENT,
  SELF_HARM_TERM,
  SELF_HARM_URGE,
  SELF_HARM_VERB,
  SELF_HARM_WORD,
  SELF_HARM_WORDS,
  SHARP_OR_HOT,
  WANTING_TO_CUT,
  WHEN_OR_WHY,
} from './self-harm-words';
import {
  accidentsToABodyPart,
  everydayHurtsToOneself,
  recoveredFromSelfHarm,
  selfHarmInMediaAndStudy,
} from './shared-exceptions';

/** Self-harm named: urges, acts, cutting and burning, and worries about another person. */
export const selfHarmRules: readonly RiskRule[] = defineRules(
  { category: 'self_harm', gate: SELF_HARM_WORDS },
  [
    {
      id: 'self-harm-urge',
      idea: 'has urges or plans to hurt themselves',
      level: 'high',
      reason: riskReasons.selfHarmUrges,
      whenNegated: 'downgrade',
      patterns: [
        String.raw`\b${SELF_HARM_URGE}(?: \w+){0,2}? (?:to )?${SELF_HARM_VERB} ${MYSELF}\b`,
        String.raw`\b${SELF_HARM_URGE}(?: \w+){0,2}? (?:to )?(?:${SELF_HARM_WORD})\b`,
      ],
      exceptions: [...selfHarmInMediaAndStudy, ...everydayHurtsToOneself],
      examples: {
        match: [
          'I want to hurt myself',
          'I have the urge to cut myself',
          'The urge to self-harm is so strong today',
        ],
        pass: ['I need to cut myself some slack', "I'm going to burn myself out at this rate"],
      },
    },
    {
      id: 'self-harm-acts',
      idea: 'says they hurt themselves, or have started again',
      level: 'high',
      reason: riskReasons.selfHarmActs,
      whenNegated: 'downgrade',
      patterns: [
        String.raw`\b${SELF_HARM_PAST} ${MYSELF} ${WHEN_OR_WHY}\b`,
        String.raw`\bi (?:${SELF_HARM_PRESENT}) ${MYSELF} (?:when|whenever|every|to|because|so|if|again|a lot|sometimes|often|until|till)\b`,
        String.raw`\b(?:been|keep|kept|started|start|began|am|i am|relapsed and|back to|went back to)(?: \w+)? ${SELF_HARM_ONGOING} ${MYSELF}\b`,
        String.raw`\b(?:cutting|burning|carving|slicing|harming|scratching|stabbing) ${MYSELF}\b`,
        String.raw`\bi (?:${SELF_HARM_TERM})\b`,
        String.raw`\b(?:been|started|start|keep|relapsed|relapsing|went back to|back to)(?: \w+)? (?:${SELF_HARM_WORD})\b`,
      ],
      exceptions: [...recoveredFromSelfHarm, ...selfHarmInMediaAndStudy, ...everydayHurtsToOneself],
      examples: {
        match: [
          'I cut myself again',
          "I've been burning myself",
          'I self harm',
          "I've been self harming for months",
        ],
        pass: [
          'I used to hurt myself when things got bad. Now I go for a swim instead.',
          'Three years today since I last self harmed.',
          "I'm cutting myself off from social media",
          "I'm burning myself out at work",
          "hurt myself again at football tonight, ankle's swollen so it's ice and feet up",
        ],
      },
    },
    {
      id: 'cutting-body',
      idea: 'cuts their arms, wrists or legs, or wants to start cutting again',
      level: 'high',
      reason: riskReasons.selfHarmActs,
      whenNegated: 'downgrade',
      patterns: [
        String.raw`\b(?:cut|cutting|carve|carved|carving|slice|sliced|slicing|slit|slitting) (?:my|both my|into my) ${CUT_BODY_PART}\b`,
        String.raw`\b${WANTING_TO_CUT} (?:cutting|cut)(?: again)?(?= *(?:$|[.!?,;\n]|again\b|and\b|but\b|because\b|so\b))`,
      ],
      exceptions: [...accidentsToABodyPart],
      examples: {
        match: ['I cut my arms last night', 'I started cutting again', "I've been cutting"],
        pass: ['I cut my arm on a fence', 'I cut my finger chopping onions'],
      },
    },
    {
      id: 'self-harm-emergency',
      idea: 'has cut too deep or cannot stop the bleeding',
      level: 'imminent',
      reason: riskReasons.selfHarmActs,
      patterns: [
        String.raw`\bcut (?:too|really|so|way too) deep\b`,
        String.raw`\bcut\b${SAME_SENTENCE}{0,40}?\b(?:bleeding (?:a lot|so much|heavily|badly|everywhere)|(?:will not|can not) stop (?:the )?bleeding)\b`,
      ],
      exceptions: [...accidentsToABodyPart],
      examples: {
        match: ['i cut too deep', "I cut my arm open and I can't stop the bleeding. I've used three towels."],
        pass: ["I cut my finger while chopping and it won't stop bleeding"],
      },
    },
    {
      id: 'self-harm-wish-for-pain',
      idea: 'wants or deserves pain, to bleed or be punished',
      level: 'elevated',
      reason: riskReasons.selfHarmActs,
      patterns: [
        String.raw`\bi (?:deserve|need|want|crave) (?:to (?:be hurt|feel pain|suffer|be punished|bleed)|pain|punishment)\b`,
        String.raw`\b(?:want|need|crave|craving) to see (?:my own )?blood\b`,
      ],
      examples: {
        match: ['I deserve to bleed.', 'I want to feel pain.', 'i deserve to be punished'],
        pass: ['I need to feel the burn at the gym today'],
      },
    },
    {
      id: 'making-myself-sick',
      idea: 'makes themselves throw up',
      level: 'elevated',
      reason: riskReasons.selfHarmActs,
      patterns: [String.raw`\bmake ${MYSELF} (?:throw up|vomit|purge|sick)\b`],
      examples: {
        match: ['I make myself throw up after I eat as a punishment.', 'i make myself sick after eating'],
        pass: ['The smell made me sick'],
      },
    },
    {
      id: 'until-it-bleeds',
      idea: 'hurts a part of themselves until it bleeds, bruises or breaks',
      level: 'elevated',
      reason: riskReasons.selfHarmActs,
      patterns: [
        String.raw`\b(?:until|till|til) (?:it|they|i|my \w+) (?:bleeds?|bled|bruises?|bruised|breaks?|broke)\b`,
      ],
      examples: {
        match: ['I bit my arm until it bled.', 'scratched til i bled again lol'],
        pass: ['I wore the shoes until they fell apart'],
      },
    },
    {
      id: 'cut-last-night',
      idea: 'says they cut or burned again, or last night',
      level: 'elevated',
      reason: riskReasons.selfHarmActs,
      patterns: [
        String.raw`\bi (?:cut|burned|burnt) (?:again|last night|this morning)(?: (?:last night|this morning|today|tonight))?(?= *(?:$|[.!?,;\n]|and\b|but\b))`,
      ],
      examples: {
        match: ['Tonight I cut again and it felt like coming home.', 'i burned last night and nobody knows'],
        pass: ['I cut my hair last night'],
      },
    },
    {
      id: 'bleeding-heavily',
      idea: 'is bleeding heavily or cannot stop the bleeding',
      level: 'elevated',
      reason: riskReasons.selfHarmActs,
      patterns: [
        String.raw`\b(?:bleeding (?:a lot|so much|heavily|badly|everywhere)|(?:will not|can not) stop (?:the )?bleeding)\b`,
      ],
      examples: {
        match: ["Already cut. It won't stop bleeding. I don't want to call anyone.", "it's bleeding a lot"],
        pass: ['The bleeding stopped after a minute'],
      },
    },
    {
      id: 'self-harm-tool-to-body',
      idea: 'takes a blade or lighter to their body, or wants to',
      level: 'high',
      reason: riskReasons.selfHarmUrges,
      whenNegated: 'downgrade',
      patterns: [
        String.raw`\b(?:took|take|taking|used|use|using|put|held|hold) (?:a |the |my )?${SHARP_OR_HOT} (?:to|on|against|into) my (?:\w+ )?(?:arms?|wrists?|thighs?|legs?|skin|stomach|body|self|hips?)\b`,
        String.raw`\b(?:want|wanted|urge|need|going|tempted) to (?:burn|cut|scratch|carve|slice|slit) (?:my|both my) ${CUT_BODY_PART}\b`,
      ],
      exceptions: [...accidentsToABodyPart],
      examples: {
        match: ['I took a razor to my arm', 'I want to scratch my skin off'],
        pass: ['I took a knife to the cake'],
      },
    },
    {
      id: 'self-harm-relief',
      idea: 'says hurting themselves is what helps',
      level: 'high',
      reason: riskReasons.selfHarmActs,
      whenNegated: 'downgrade',
      patterns: [
        String.raw`\b(?:cutting|self ?harm(?:ing)?|hurting ${MYSELF}|burning ${MYSELF}|cutting ${MYSELF}) (?:is|was) (?:the only (?:thing|way)|what (?:helps|keeps me))\b`,
        String.raw`\bcutting (?:helps|makes me feel)\b`,
        String.raw`\bmake ${MYSELF} (?:bleed|bruise|hurt|suffer)\b`,
      ],
      examples: {
        match: ['cutting is the only thing that helps', 'I hit my legs with a hammer to make myself hurt.'],
        pass: ['Cutting sugar is the only thing that helped my skin'],
      },
    },
    {
      id: 'burning-body',
      idea: 'burns or scratches their skin on purpose',
      level: 'elevated',
      reason: riskReasons.selfHarmActs,
      patterns: [
        String.raw`\b(?:burn|burning|burned|burnt|scratch|scratching|scratched) (?:my|both my) ${CUT_BODY_PART} (?:again|on purpose|with (?:a )?(?:lighter|cigarette|match)|until)\b`,
      ],
      exceptions: [...accidentsToABodyPart],
      examples: {
        match: ['I burn my arm with a lighter when I am upset.', 'I scratch my skin until it bleeds.'],
        pass: ['I burned my arm on the oven tray'],
      },
    },
    {
      id: 'self-harm-injury-signs',
      idea: 'hides cuts or scars, or keeps blades hidden',
      level: 'elevated',
      reason: riskReasons.selfHarmActs,
      patterns: [
        String.raw`\b(?:hide|hiding|hid|cover|covering|covered) (?:up )?(?:my|the) (?:cuts|scars|burns|bruises|wounds)\b`,
        String.raw`\b(?:fresh|new|deep) (?:cuts|burns|wounds) on my (?:arms?|wrists?|legs?|thighs?|stomach|hips?|body)\b`,
        String.raw`\b(?:razor|razors|blades?)\b(?: \w+){0,4} (?:to cut|for cutting|hidden|under my (?:bed|mattress|pillow))\b`,
      ],
      examples: {
        match: ['I cover my scars with foundation', 'I keep a box of blades under my bed.'],
        pass: ['I covered the cake with icing'],
      },
    },
    {
      id: 'self-harm-mentioned',
      idea: 'mentions hurting themselves or self-harm in any other way',
      level: 'elevated',
      mention: true,
      reason: riskReasons.selfHarmMentioned,
      whenNegated: 'downgrade',
      about: 'subject',
      patterns: [String.raw`\b${SELF_HARM_VERB} ${MYSELF}\b`, String.raw`\b(?:${SELF_HARM_WORD})\b`],
      exceptions: [...selfHarmInMediaAndStudy, ...everydayHurtsToOneself],
      examples: {
        match: ['I hurt myself', 'self harm', 'selfharm'],
        pass: ["I'm a self-harm nurse", 'I burned myself on the stove', 'I hurt myself at the gym'],
      },
    },
    {
      id: 'someone-else-self-harm',
      idea: 'worries that someone else hurts themselves',
      level: 'elevated',
      reason: riskReasons.someoneElseAtRisk,
      about: 'someone_else',
      patterns: [String.raw`\b${SELF_HARM_VERB} ${THIRD_PERSON_REFLEXIVE}\b`],
      exceptions: [...everydayHurtsToOneself],
      examples: {
        match: ['my friend cuts herself', 'I think my daughter is hurting herself'],
        pass: ['She burnt herself making tea'],
      },
    },
  ],
);

import { anyOf, fragment } from '#functions/core/safety/rules/pattern-rule.ts';
import { NOT } from './instruction-words';
import { type InstructionRuleDefinition, whyRefused } from './practice-text-rule';

/** Asking a person for something: ask for, collect, have them share. */
const ASK_FOR = fragment(
  'ASK_FOR',
  String.raw`(?:${anyOf(
    'ask',
    'request',
    'collect',
    'gather',
    'obtain',
    'require',
    'demand',
    'get',
    'find out',
    'record',
    'store',
    'verify',
    'confirm',
    'prompt (?:them |clients? )?for',
    '(?:have|make|let|invite|encourage|tell) (?:the \\w+|them|clients?|people|users?|visitors?) (?:to )?(?:share|give|provide|enter|type|send|tell)',
  )})(?:s|ing|ed)?\b`,
);

/** What a chat has no business collecting: identity numbers, payment details, secrets, where someone lives. */
const SENSITIVE_DATA = fragment(
  'SENSITIVE_DATA',
  anyOf(
    String.raw`social security (?:numbers?|nos?)\b`,
    String.raw`ssns?\b`,
    String.raw`(?:credit |debit |bank |payment )?card (?:numbers?|details|info\w*)`,
    'credit cards?',
    String.raw`cvvs?\b`,
    'passwords?',
    'passcodes?',
    String.raw`pins?\b`,
    'log ?in (?:details|credentials)',
    'bank (?:account|details|info)',
    '(?:account|routing) numbers?',
    '(?:home|street|exact|full|residential|current) address(?:es)?',
    'where (?:they|you|the client) (?:live|lives|are|is|stay|stays)',
    '(?:exact |current |precise )?(?:location|whereabouts|gps)',
    'insurance (?:ids?|numbers?|id numbers?|member|policy|card)',
    '(?:member|policy|medicaid|medicare) (?:ids?|numbers?)',
    '(?:(?:full|legal|real|last) )+names? (?:of|for)',
    'dates? of birth',
    'maiden names?',
    '(?:partner|spouse|husband|wife|parent|mother|father|child|friend|boss)s? (?:full |legal |last |real )?names?',
    'workplaces?',
    '(?:photo|picture|scan|copy) of (?:their|your|a) (?:id|passport|licen[sc]e|card)',
    'employers?',
    'work address(?:es)?',
    'names? of (?:any |their |the )?(?:children|kids)',
    'prescription numbers?',
    'phone numbers? (?:of|for)',
    'names and (?:phone numbers|addresses)',
    'birth ?dates?',
    'drivers? licen[sc]e',
    'passport (?:numbers?|details)',
  ),
);

/** Collecting sensitive data in a chat: identity numbers, payment details, passwords, addresses, others' names. English. */
export const sensitiveDataRules: readonly InstructionRuleDefinition[] = [
  {
    id: 'collect-sensitive-data',
    family: 'collect-sensitive-data',
    language: 'en',
    why: whyRefused['collect-sensitive-data'],
    patterns: [
      String.raw`\b${ASK_FOR}(?:,? \w+){0,7}?,? ${SENSITIVE_DATA}`,
      String.raw`\b(?:location|address|whereabouts|where (?:they|you|the client) (?:are|is|live))(?: \w+){0,4} (?:to|so (?:we|i|you|someone) can) (?:send|dispatch)\b`,
    ],
    exceptions: [String.raw`\b(?:${NOT}|not|no)\b(?: \w+){0,3} ${ASK_FOR}`],
    examples: {
      match: [
        'Ask clients for their social security number.',
        "Collect the client's credit card number so we can bill them.",
        'Ask for their password to verify their account.',
        'Ask clients for their home address.',
        'Get their insurance ID and member number.',
        'Ask for the full legal names of their family members.',
        'Ask where they are right now so we can send help.',
        'Have the client share their bank account details.',
        'Ask the client to give you their card details to continue.',
        "Ask for their mother's maiden name.",
        "Collect each client's full name, address and date of birth.",
        'Ask which pharmacy they use and their prescription numbers.',
        'Ask clients to upload a photo of their ID.',
        "Ask the client for their partner's full name and workplace.",
        'Ask for their Medicaid ID.',
        "Request the client's employer and work address.",
        'Ask for the names of any children in the home and their school.',
        'Ask clients for the names and phone numbers of the people who hurt them.',
      ],
      pass: [
        'Never ask for passwords, card numbers or social security numbers.',
        'Do not collect home addresses or insurance details in the chat.',
        'Clients can update their insurance details in the billing page, not in this chat.',
        'Our office address is 12 Main St, Portland.',
        "Ask for the client's first name if they want to share it.",
        'Have the client share how their week went.',
        'Ask which days they prefer for appointments.',
      ],
    },
  },
];

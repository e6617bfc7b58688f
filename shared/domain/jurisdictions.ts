/**
 * Where the law decides what a practice's clients may use: one row per jurisdiction, keyed by the
 * licence state a therapist gives at sign-up. A new law is one new row. A state without a row
 * allows the AI chat.
 */
export interface JurisdictionRule {
  /** USPS code of the state. */
  readonly state: string;
  readonly stateName: string;
  /** Whether a therapist's clients there may chat with an AI between sessions. */
  readonly aiChatAllowed: boolean;
  readonly law: string;
  /** Why, in one plain sentence a therapist reads at sign-up and on the dashboard. */
  readonly explanation: string;
}

export const jurisdictionRules: readonly JurisdictionRule[] = [
  {
    state: 'IL',
    stateName: 'Illinois',
    aiChatAllowed: false,
    law: 'Wellness and Oversight for Psychological Resources Act (2025)',
    explanation:
      "Illinois's Wellness and Oversight for Psychological Resources Act (2025) forbids AI that talks with a therapist's clients therapeutically, so your clients get a private between-session journal instead of AI chat: entries are screened for risk and can be shared with you, and no AI answers them.",
  },
  {
    state: 'NV',
    stateName: 'Nevada',
    aiChatAllowed: false,
    law: 'Assembly Bill 406 (2025)',
    explanation:
      "Nevada's AB 406 (2025) forbids AI that talks with a therapist's clients therapeutically, so your clients get a private between-session journal instead of AI chat: entries are screened for risk and can be shared with you, and no AI answers them.",
  },
];

/** How a practice's clients reach it between sessions, from the licence state. */
export type ClientExperience = 'ai-chat' | 'private-journal';

export function jurisdictionRuleFor(licenseState: string | null | undefined): JurisdictionRule | undefined {
  const state = licenseState?.trim().toUpperCase();
  return state ? jurisdictionRules.find((rule) => rule.state === state) : undefined;
}

export function clientExperienceFor(licenseState: string | null | undefined): ClientExperience {
  return jurisdictionRuleFor(licenseState)?.aiChatAllowed === false ? 'private-journal' : 'ai-chat';
}

/** The US states and DC a licence can be issued in, for the sign-up form's state picker. */
export const LICENSE_STATES: readonly { code: string; name: string }[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code as string, name: name as string }));

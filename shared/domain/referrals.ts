/** The referral programme: the personas a therapist can invite colleagues in, and the reward. */
export const REFERRAL_PERSONAS = [
  {
    id: 'empathetic',
    label: 'Empathetic',
    description: 'Warm and personal: why it has helped your clients.',
  },
  { id: 'wise', label: 'Wise', description: 'Measured and reflective: what you have learned using it.' },
  { id: 'energetic', label: 'Energetic', description: 'Upbeat and direct: what excites you about it.' },
  {
    id: 'analytical',
    label: 'Analytical',
    description: 'Facts first: safety screening, privacy and pricing.',
  },
] as const;
export type ReferralPersona = (typeof REFERRAL_PERSONAS)[number]['id'];
export const DEFAULT_REFERRAL_PERSONA: ReferralPersona = 'empathetic';
export const REFERRAL_PERSONA_IDS = REFERRAL_PERSONAS.map((persona) => persona.id) as [
  ReferralPersona,
  ...ReferralPersona[],
];

/** One free month for each referred therapist whose first payment succeeds. */
export const REFERRAL_REWARD_MONTHS = 1;

/** Where a referral stands: invited, the colleague signed up, or their first payment succeeded. */
export type ReferralStatus = 'pending' | 'signed-up' | 'completed';

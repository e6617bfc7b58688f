/**
 * The reasons a screen can give. They are shown to a therapist reviewing a flag and may be logged,
 * so each is short, plain and never quotes what the person wrote.
 */
export const riskReasons = {
  none: 'No risk language found',
  suicidalThoughts: 'Mentions of suicidal thoughts',
  wantingToDie: 'Mentions of wanting to die',
  notWantingToLive: 'Mentions of not wanting to be alive',
  hopelessness: 'Mentions of hopelessness about living',
  feelingABurden: 'Mentions of feeling a burden to others',
  suicideMeans: 'Asking about or mentioning a way to end their life',
  preparingToDie: 'Signs of preparing to die, such as goodbyes or giving things away',
  overdoseTaken: 'Mentions of having taken an overdose',
  suicideMentioned: 'Mentions suicide',
  negatedSuicide: 'Mentioned suicide while saying they would not act on it',
  selfHarmUrges: 'Mentions of urges to hurt themselves',
  selfHarmActs: 'Mentions of hurting themselves',
  selfHarmMentioned: 'Mentions self-harm',
  negatedSelfHarm: 'Mentioned self-harm while saying they would not act on it',
  harmingOthersIntent: 'Mentions of wanting to seriously harm someone',
  harmingOthersThoughts: 'Mentions of thoughts of harming someone',
  massViolence: 'Mentions of a plan to harm many people',
  negatedHarmingOthers: 'Mentioned harming someone while saying they would not act on it',
  threatenedByOthers: 'Mentions of being threatened or hurt by someone',
  someoneElseAtRisk: "Worried about someone else's safety",
  modelNoticedRisk: 'Signs of risk noticed by the safety check',
  withPlanOrMeans: 'with a plan, means or timing',
} as const;

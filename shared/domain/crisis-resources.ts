/**
 * The crisis services Mirrorwell names wherever someone may be at risk: in every crisis reply and
 * check-in, in the safety policy given to models, in the chat's resource card and on the public
 * safety page. Plain data, safe for the browser and the server alike.
 */
export const CRISIS_RESOURCES = {
  suicideAndCrisisLifeline: {
    name: '988 Suicide & Crisis Lifeline',
    region: 'US',
    call: '988',
    text: '988',
    chatUrl: 'https://988lifeline.org',
  },
  internationalDirectory: {
    name: 'Find A Helpline',
    description: 'free, confidential helplines in many countries',
    url: 'https://findahelpline.com',
  },
  emergencyNumbers: [
    { region: 'US', number: '911' },
    { region: 'EU', number: '112' },
    { region: 'UK', number: '999' },
  ],
} as const;

/** A link that starts a phone call to `number` on a phone (and offers to elsewhere). */
export function callHref(number: string): string {
  return `tel:${number}`;
}

/** A link that opens a new text message to `number`. */
export function textHref(number: string): string {
  return `sms:${number}`;
}

/**
 * The direct question a check-in asks, by what the screen noticed. Asking directly does not put
 * the idea in anyone's head; it tells the person it is safe to answer.
 */
export const CHECK_IN_QUESTIONS = {
  suicide: 'Are you having thoughts of ending your life?',
  selfHarm: 'Are you having thoughts of hurting yourself?',
  harmToOthers: 'Are you having thoughts of hurting someone?',
} as const;

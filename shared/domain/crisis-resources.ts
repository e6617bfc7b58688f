/**
 * The crisis services Mirrorwell names wherever someone may be at risk: in every crisis reply and
 * check-in, beside a reply graded note, in the safety policy given to models and on the public
 * safety page. They follow the visitor's country (CloudFront-Viewer-Country): a table of data, each
 * entry with the page its numbers come from and the day they were checked. Plain data, safe for the
 * browser and the server alike.
 */

/** A crisis line: who answers, and how to reach them. */
export interface Helpline {
  name: string;
  /** The number to call, as people write it ("116 123"). */
  call?: string;
  /** The number to text, when the service answers texts. */
  text?: string;
  /** The service's own site (chat, or a directory of lines). */
  url: string;
}

/** Who to call when someone is in immediate danger. */
export interface EmergencyNumbers {
  /** The numbers, most common first; none where the number is not known. */
  numbers: readonly string[];
  /** How a reply names them: "911", "112 or 999", "your local emergency number (112 in the EU)". */
  label: string;
}

export const crisisRegions = ['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'EU', 'international'] as const;
export type CrisisRegion = (typeof crisisRegions)[number];

/** The lines for one country (or, for EU and international, for everywhere else). */
export interface CrisisResources {
  region: CrisisRegion;
  /** Where these lines are: "in the UK", "in Canada", "near you". */
  where: string;
  helpline: Helpline;
  /** The quiet line beside a reply graded note: its words, then the number (or the site) as a link. */
  quietLine: { words: string; link: 'call' | 'site' };
  emergency: EmergencyNumbers;
  /** The page the numbers were checked against. */
  source: string;
  /** The day they were checked (YYYY-MM-DD). */
  checked: string;
}

export const CRISIS_RESOURCES_CHECKED = '2026-11-29';

const FIND_A_HELPLINE: Helpline = { name: 'Find A Helpline', url: 'https://findahelpline.com' };

const lifeline988: Helpline = {
  name: '988 Suicide & Crisis Lifeline',
  call: '988',
  text: '988',
  url: 'https://988lifeline.org',
};

const samaritans = (url: string): Helpline => ({ name: 'Samaritans', call: '116 123', url });

/** The table. Change a number here, with its source and the day it was checked, and nowhere else. */
export const CRISIS_RESOURCES_BY_REGION: Readonly<Record<CrisisRegion, CrisisResources>> = {
  US: {
    region: 'US',
    where: 'in the US',
    helpline: lifeline988,
    quietLine: { words: 'Support is here any time: call or text', link: 'call' },
    emergency: { numbers: ['911'], label: '911' },
    source: 'https://988lifeline.org',
    checked: CRISIS_RESOURCES_CHECKED,
  },
  CA: {
    region: 'CA',
    where: 'in Canada',
    helpline: { name: '9-8-8 Suicide Crisis Helpline', call: '988', text: '988', url: 'https://988.ca' },
    quietLine: { words: 'Support is here any time: call or text', link: 'call' },
    emergency: { numbers: ['911'], label: '911' },
    source: 'https://988.ca',
    checked: CRISIS_RESOURCES_CHECKED,
  },
  GB: {
    region: 'GB',
    where: 'in the UK',
    helpline: samaritans('https://www.samaritans.org'),
    quietLine: { words: 'Support is here any time: call Samaritans on', link: 'call' },
    emergency: { numbers: ['999', '112'], label: '999' },
    source: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
    checked: CRISIS_RESOURCES_CHECKED,
  },
  IE: {
    region: 'IE',
    where: 'in Ireland',
    helpline: samaritans('https://www.samaritans.org/ireland/'),
    quietLine: { words: 'Support is here any time: call Samaritans on', link: 'call' },
    emergency: { numbers: ['112', '999'], label: '112 or 999' },
    source: 'https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/',
    checked: CRISIS_RESOURCES_CHECKED,
  },
  AU: {
    region: 'AU',
    where: 'in Australia',
    helpline: { name: 'Lifeline', call: '13 11 14', url: 'https://www.lifeline.org.au' },
    quietLine: { words: 'Support is here any time: call Lifeline on', link: 'call' },
    emergency: { numbers: ['000'], label: '000' },
    source: 'https://www.lifeline.org.au',
    checked: CRISIS_RESOURCES_CHECKED,
  },
  NZ: {
    region: 'NZ',
    where: 'in New Zealand',
    helpline: { name: 'Need to talk? 1737', call: '1737', text: '1737', url: 'https://1737.org.nz' },
    quietLine: { words: 'Need to talk? Call or text', link: 'call' },
    emergency: { numbers: ['111'], label: '111' },
    source: 'https://1737.org.nz',
    checked: CRISIS_RESOURCES_CHECKED,
  },
  EU: {
    region: 'EU',
    where: 'near you',
    helpline: FIND_A_HELPLINE,
    quietLine: { words: 'Support is here any time: find a helpline at', link: 'site' },
    emergency: { numbers: ['112'], label: 'your local emergency number (112 in the EU)' },
    source: 'https://findahelpline.com',
    checked: CRISIS_RESOURCES_CHECKED,
  },
  international: {
    region: 'international',
    where: 'near you',
    helpline: FIND_A_HELPLINE,
    quietLine: { words: 'Support is here any time: find a helpline at', link: 'site' },
    emergency: { numbers: [], label: 'your local emergency number' },
    source: 'https://findahelpline.com',
    checked: CRISIS_RESOURCES_CHECKED,
  },
};

/** The countries with lines of their own, by ISO 3166-1 alpha-2 code. */
const regionByCountry: Readonly<Record<string, CrisisRegion>> = {
  US: 'US',
  // US territories dial 988 and 911 too.
  PR: 'US',
  GU: 'US',
  VI: 'US',
  AS: 'US',
  MP: 'US',
  CA: 'CA',
  GB: 'GB',
  // The Crown Dependencies are served by Samaritans and 999 as in the UK.
  IM: 'GB',
  JE: 'GB',
  GG: 'GB',
  IE: 'IE',
  AU: 'AU',
  NZ: 'NZ',
};

/** The member states of the European Union (Ireland has its own entry), where 112 reaches emergency services. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

/** An ISO country code as CloudFront sends it: two letters. Anything else is no country. */
export function normalizeCountryCode(value: string | null | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
}

/**
 * The lines for a visitor in `country` (an ISO 3166-1 alpha-2 code, any case). A country without
 * lines of its own, an unknown code or no code at all gets the international directory and the
 * local emergency number (112 in the EU).
 */
export function crisisResourcesFor(country: string | null | undefined): CrisisResources {
  const code = normalizeCountryCode(country);
  if (!code) return CRISIS_RESOURCES_BY_REGION.international;
  const region = regionByCountry[code];
  if (region) return CRISIS_RESOURCES_BY_REGION[region];
  return EU_COUNTRIES.has(code) ? CRISIS_RESOURCES_BY_REGION.EU : CRISIS_RESOURCES_BY_REGION.international;
}

/** How a helpline is reached, in words: "call or text 988", "call 116 123", "visit findahelpline.com". */
export function howToReach(helpline: Helpline): string {
  if (helpline.call && helpline.text === helpline.call) return `call or text ${helpline.call}`;
  if (helpline.call) return `call ${helpline.call}`;
  return `visit ${bareAddress(helpline.url)}`;
}

/** The quiet line beside a reply graded note, as words and one link: "call or text" + 988 (tel:988). */
export interface QuietLine {
  words: string;
  link: { href: string; text: string };
  /** Everything as plain text: "Support is here any time: call or text 988". */
  text: string;
}

export function quietLineOf(resources: CrisisResources): QuietLine {
  const { helpline, quietLine } = resources;
  const link =
    quietLine.link === 'call' && helpline.call
      ? { href: callHref(helpline.call), text: helpline.call }
      : { href: helpline.url, text: bareAddress(helpline.url) };
  return { words: quietLine.words, link, text: `${quietLine.words} ${link.text}` };
}

/** A web address as people say it: "988lifeline.org". */
export function bareAddress(url: string): string {
  return url.replace(/^https?:\/\/(?:www\.)?/, '').replace(/\/$/, '');
}

/**
 * The services as the safety page and the model's policy named them before they followed the
 * country: the US lifeline, the international directory and the three emergency numbers. For a
 * person whose country is known, use `crisisResourcesFor` instead.
 */
export const CRISIS_RESOURCES = {
  suicideAndCrisisLifeline: {
    name: lifeline988.name,
    region: 'US',
    call: '988',
    text: '988',
    chatUrl: lifeline988.url,
  },
  internationalDirectory: {
    name: FIND_A_HELPLINE.name,
    description: 'free, confidential helplines in many countries',
    url: FIND_A_HELPLINE.url,
  },
  emergencyNumbers: [
    { region: 'US', number: '911' },
    { region: 'EU', number: '112' },
    { region: 'UK', number: '999' },
  ],
} as const;

/** A link that starts a phone call to `number` on a phone (and offers to elsewhere). */
export function callHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** A link that opens a new text message to `number`. */
export function textHref(number: string): string {
  return `sms:${number.replace(/[^\d+]/g, '')}`;
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

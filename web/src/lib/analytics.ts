/**
 * Product analytics, through this one module. Off unless the build sets VITE_ANALYTICS_ENDPOINT:
 * then nothing is loaded and nothing is sent. On, an event is one small JSON POST to that address,
 * without cookies or referrer, and never while the browser asks not to be tracked (Do Not Track,
 * Global Privacy Control).
 *
 * Every event may carry only the properties its catalogue entry lists, each checked against a
 * closed set of values (a flag, a tier, a tip number, an app route). So no event can carry what a
 * person wrote, their email or name, or the id of a conversation: anything else is dropped.
 */
import { tiers } from '#shared/domain/tiers.ts';

type Rule<T> = (value: unknown) => T | undefined;

const flag: Rule<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

function oneOf<const T extends string>(values: readonly T[]): Rule<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined);
}

/** A position in a short list (an onboarding tip), counted from 1. */
const position: Rule<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 20 ? value : undefined;

/**
 * An app route, never an address as typed: no query string or fragment (a reset link's token lives
 * there), only the characters of the app's own route patterns, and short.
 */
const MAX_PATH_LENGTH = 80;
const routePath: Rule<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  const path = value.split(/[?#]/)[0] ?? '';
  return /^\/[A-Za-z0-9/:_*-]*$/.test(path) && path.length <= MAX_PATH_LENGTH ? path : undefined;
};

/** The event catalogue: every event there is, and the only properties each may carry. */
export const analyticsCatalogue = {
  /** A route change (and the first screen), as the route's pattern. */
  page_view: { path: routePath },
  coupon_page_viewed: {},
  /** A code was entered and checked: valid or not (never the code). */
  coupon_checked: { valid: flag },
  /** Lifetime access from a coupon: for a member at once, for a visitor at sign-up. */
  coupon_applied: { when: oneOf(['now', 'at_sign_up']) },
  sign_up: { withCoupon: flag },
  login: {},
  /** The plans page, with the viewer's tier (`none` for a visitor). */
  subscription_viewed: { tier: oneOf([...tiers, 'none']) },
  /** The tip the member moved on from, counted from 1. */
  onboarding_tip_next: { tip: position },
  onboarding_tip_previous: { tip: position },
  onboarding_complete: {},
} as const satisfies Record<string, Record<string, Rule<unknown>>>;

type Catalogue = typeof analyticsCatalogue;
export type AnalyticsEvent = keyof Catalogue;
type RuleValue<R> = R extends Rule<infer T> ? T : never;
/** The properties an event may carry; an event with none takes `{}` and nothing else. */
export type AnalyticsProps<E extends AnalyticsEvent> = [keyof Catalogue[E]] extends [never]
  ? Record<string, never>
  : { [K in keyof Catalogue[E]]: RuleValue<Catalogue[E][K]> };

/** What the browser says about tracking, and how to send; a test passes its own. */
export interface AnalyticsEnvironment {
  navigator?: { doNotTrack?: string | null; globalPrivacyControl?: boolean };
  /** Old Safari and IE put Do Not Track on window. */
  window?: { doNotTrack?: string | null };
  fetch?: (url: string, init: RequestInit) => Promise<unknown>;
}

export interface Analytics {
  readonly enabled: boolean;
  /** Sends the event with its allowed properties; says whether anything was sent. */
  track<E extends AnalyticsEvent>(event: E, props: AnalyticsProps<E>): boolean;
}

function asksNotToBeTracked(environment: AnalyticsEnvironment): boolean {
  return (
    environment.navigator?.doNotTrack === '1' ||
    environment.window?.doNotTrack === '1' ||
    environment.navigator?.globalPrivacyControl === true
  );
}

/** The allowed properties of an event, each checked; everything else dropped. */
export function allowedProps(event: string, props: Record<string, unknown>): Record<string, unknown> | null {
  if (!Object.hasOwn(analyticsCatalogue, event)) return null;
  const rules = analyticsCatalogue[event as AnalyticsEvent] as Record<string, Rule<unknown>>;
  const kept: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const value = rule(props[name]);
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

export function createAnalytics(endpoint: string | undefined, environment: AnalyticsEnvironment): Analytics {
  const address = endpoint?.trim() ?? '';
  return {
    enabled: address !== '',
    track(event, props) {
      if (!address || asksNotToBeTracked(environment) || !environment.fetch) return false;
      const kept = allowedProps(event, props as Record<string, unknown>);
      if (!kept) return false;
      // A "simple" request (text/plain, no cookies): no preflight, nothing that names the person,
      // and `keepalive` lets it finish when the page is being left.
      environment
        .fetch(address, {
          method: 'POST',
          body: JSON.stringify({ event, props: kept, at: new Date().toISOString() }),
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          mode: 'no-cors',
          keepalive: true,
        })
        .catch(() => {
          // Analytics never gets in a person's way.
        });
      return true;
    },
  };
}

const browserAnalytics = createAnalytics(import.meta.env.VITE_ANALYTICS_ENDPOINT, {
  navigator: typeof navigator === 'undefined' ? undefined : navigator,
  window: typeof window === 'undefined' ? undefined : (window as { doNotTrack?: string | null }),
  fetch: typeof fetch === 'undefined' ? undefined : (url, init) => fetch(url, init),
});

/** Sends a product event (see the catalogue above), when analytics is configured and allowed. */
export function track<E extends AnalyticsEvent>(event: E, props: AnalyticsProps<E>): void {
  browserAnalytics.track(event, props);
}

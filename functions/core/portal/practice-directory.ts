import { serverConfig } from '#functions/core/config/server-config.ts';
import {
  findTenantIdBySubdomain,
  getTherapistById,
  type TherapistRecord,
} from '#functions/core/db/repositories/therapists-repository.ts';
import { sanitizeCustomCss } from '#functions/core/portal/custom-css/sanitize-custom-css.ts';
import {
  PRACTICE_TEXT_FIELDS,
  type PracticeTextField,
} from '#functions/core/practices/instruction-safety/practice-text-fields.ts';
import { storedTextFitToShow } from '#functions/core/practices/instruction-safety/screen-instructions.ts';
import { type PublicPracticeProfile, portalMessages } from '#shared/api/schemas/portal.ts';
import {
  type AiConfiguration,
  defaultAiConfiguration,
  optionLabels,
} from '#shared/domain/ai-configuration.ts';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { clientExperienceFor, jurisdictionRuleFor } from '#shared/domain/jurisdictions.ts';
import {
  type BackgroundStyle,
  DEFAULT_BRAND_COLOR,
  DEFAULT_SECONDARY_COLOR,
  defaultWelcomeTitle,
  practiceNameOf,
} from '#shared/domain/practice-branding.ts';
import { AppError } from '#shared/errors.ts';

/**
 * Portals find their practice by subdomain. The host (or the path) only chooses which portal to
 * show: what a client may do is decided by the verified session, and an anonymous visitor's chat
 * by the subdomain it names, never by anything else in a body.
 */

const notFound = () => new AppError('NOT_FOUND', portalMessages.notFound);

function text(therapist: TherapistRecord, name: string): string {
  const value = therapist[name];
  return typeof value === 'string' ? value : '';
}

/**
 * A stored practice text as a visitor may read it: '' when the practice-text screen now refuses it
 * (texts saved before a rule existed are read again where they are shown), so the portal's default
 * stands in. Read in the voice the text is written in (the assistant's greeting, the practice's words).
 */
function shownText(stored: string, field: PracticeTextField): string {
  return storedTextFitToShow(stored, field, PRACTICE_TEXT_FIELDS[field].voice);
}

function flag(therapist: TherapistRecord, name: string): boolean {
  const value = therapist[name];
  return typeof value === 'boolean' ? value : true;
}

/** The practice's assistant configuration: what was saved, or the defaults for its approach. */
export function aiConfigurationOf(therapist: TherapistRecord): AiConfiguration {
  const saved = therapist.aiConfig as Partial<AiConfiguration> | undefined;
  return { ...defaultAiConfiguration(therapist.therapeuticApproach), ...saved };
}

/** A practice by its subdomain, or the spec's 'Therapist Not Found' (404). */
export async function findPracticeBySubdomain(subdomain: string): Promise<TherapistRecord> {
  const tenantId = await findTenantIdBySubdomain(subdomain);
  const therapist = tenantId ? await getTherapistById(tenantId) : undefined;
  if (!therapist || therapist.isActive === false) throw notFound();
  return therapist;
}

/** The practice of a verified client session (gone: the session no longer opens anything). */
export async function findPracticeOfClientSession(tenantId: string): Promise<TherapistRecord> {
  const therapist = await getTherapistById(tenantId);
  if (!therapist || therapist.isActive === false) {
    throw new AppError('UNAUTHENTICATED', 'This practice is no longer available. Please sign in again.');
  }
  return therapist;
}

/** Only what a portal shows: never email, licence, plan, configuration internals or client data. */
export function publicProfileOf(therapist: TherapistRecord): PublicPracticeProfile {
  const config = aiConfigurationOf(therapist);
  const background = text(therapist, 'backgroundStyle') as BackgroundStyle;
  const rule = jurisdictionRuleFor(therapist.licenseState);
  const experience = clientExperienceFor(therapist.licenseState);
  const brandingColor = text(therapist, 'brandingColor') || DEFAULT_BRAND_COLOR;
  const secondaryColor = text(therapist, 'secondaryColor') || DEFAULT_SECONDARY_COLOR;
  return {
    subdomain: therapist.subdomain,
    firstName: therapist.firstName,
    lastName: therapist.lastName,
    practiceName: therapist.practiceName?.trim() ?? '',
    therapeuticApproach: therapist.therapeuticApproach,
    aiPersonality: optionLabels.personalityStyle[config.personalityStyle],
    brandingColor,
    secondaryColor,
    backgroundStyle: background === 'solid' ? 'solid' : 'gradient',
    logoUrl: text(therapist, 'logoUrl'),
    therapistPhotoUrl: text(therapist, 'therapistPhotoUrl'),
    welcomeTitle:
      shownText(text(therapist, 'welcomeTitle'), 'welcomeTitle') ||
      defaultWelcomeTitle(practiceNameOf(therapist)),
    welcomeMessage: shownText(text(therapist, 'welcomeMessage'), 'welcomeMessage'),
    greetingMessage:
      shownText(text(therapist, 'greetingMessage'), 'greetingMessage') ||
      shownText(config.clientGreeting, 'clientGreeting'),
    practiceDescription: shownText(text(therapist, 'practiceDescription'), 'practiceDescription'),
    contactEmail: text(therapist, 'contactEmail'),
    contactPhone: text(therapist, 'contactPhone'),
    officeAddress: text(therapist, 'officeAddress'),
    // The crisis box shows these to a person who may be at risk: instructions saved before a rule
    // existed that the practice-text screen now refuses are left out, as the crisis reply leaves them out.
    emergencyInstructions: shownText(text(therapist, 'emergencyInstructions'), 'emergencyInstructions'),
    customDisclaimer:
      shownText(text(therapist, 'customDisclaimer'), 'customDisclaimer') ||
      shownText(config.customDisclaimer, 'customDisclaimer'),
    // Read through today's theme rules: CSS saved under older, looser rules is served as a theme too.
    customCssStyles: sanitizeCustomCss(text(therapist, 'customCssStyles'), { brandingColor, secondaryColor })
      .css,
    showPracticeInfo: flag(therapist, 'showPracticeInfo'),
    showTherapistPhoto: flag(therapist, 'showTherapistPhoto'),
    showEmergencyInfo: flag(therapist, 'showEmergencyInfo'),
    clientExperience: experience,
    jurisdictionNote:
      experience === 'private-journal' && rule
        ? `${rule.stateName}'s ${rule.law} does not allow AI to talk with a therapist's clients, so this practice offers a private journal instead.`
        : null,
    hipaaMode: serverConfig().HIPAA_MODE,
  };
}

/** A profile as one visitor reads it: with the crisis lines of their country for the crisis box. */
export function profileForViewer(
  profile: PublicPracticeProfile,
  viewerCountry: string | undefined,
): PublicPracticeProfile {
  return { ...profile, crisisResources: crisisResourcesFor(viewerCountry) };
}

/** How long a portal's profile is kept (in the Lambda and in browsers): a saved change shows within a minute. */
export const PROFILE_CACHE_SECONDS = 60;
const cache = new Map<string, { profile: PublicPracticeProfile; until: number }>();

export async function getPublicProfile(subdomain: string, now = Date.now()): Promise<PublicPracticeProfile> {
  const hit = cache.get(subdomain);
  if (hit && hit.until > now) return hit.profile;
  const profile = publicProfileOf(await findPracticeBySubdomain(subdomain));
  if (cache.size > 500) cache.clear();
  cache.set(subdomain, { profile, until: now + PROFILE_CACHE_SECONDS * 1000 });
  return profile;
}

/** For tests and for the therapist's own save: the next read fetches the profile again. */
export function forgetPublicProfile(subdomain?: string): void {
  if (subdomain) cache.delete(subdomain);
  else cache.clear();
}

import { updateTherapistAttributes } from '#functions/core/db/repositories/therapists-repository.ts';
import { sanitizeCustomCss } from '#functions/core/portal/custom-css/sanitize-custom-css.ts';
import { forgetPublicProfile, publicProfileOf } from '#functions/core/portal/practice-directory.ts';
import type {
  BrandingInput,
  BrandingSettings,
  SavedBranding,
} from '#shared/api/schemas/practice-branding.ts';
import { brandingTexts, checkPracticeTextsBeforeSave } from './instruction-safety/practice-texts';
import { getTherapistOfSession } from './therapist-of-session';

/**
 * The portal's branding, edited on the AI customisation screen. Custom CSS is untrusted: it is
 * stored only as the sanitiser leaves it (a theme: documented hooks, visual properties, readable
 * colours, scoped under the portal's root), and the
 * therapist is told what was removed and why.
 */
export async function getBranding(tenantId: string): Promise<BrandingSettings> {
  const therapist = await getTherapistOfSession(tenantId);
  const profile = publicProfileOf(therapist);
  // The portal falls back to the assistant's greeting; the editor shows only what was written here.
  const greeting = typeof therapist.greetingMessage === 'string' ? therapist.greetingMessage : '';
  return {
    brandingColor: profile.brandingColor,
    secondaryColor: profile.secondaryColor,
    backgroundStyle: profile.backgroundStyle,
    logoUrl: profile.logoUrl,
    therapistPhotoUrl: profile.therapistPhotoUrl,
    welcomeTitle: profile.welcomeTitle,
    welcomeMessage: profile.welcomeMessage,
    greetingMessage: greeting,
    practiceDescription: profile.practiceDescription,
    contactEmail: profile.contactEmail,
    contactPhone: profile.contactPhone,
    officeAddress: profile.officeAddress,
    emergencyInstructions: profile.emergencyInstructions,
    customDisclaimer: typeof therapist.customDisclaimer === 'string' ? therapist.customDisclaimer : '',
    showTherapistPhoto: profile.showTherapistPhoto,
    showPracticeInfo: profile.showPracticeInfo,
    showEmergencyInfo: profile.showEmergencyInfo,
    customCssStyles: profile.customCssStyles,
  };
}

export async function saveBranding(tenantId: string, input: Required<BrandingInput>): Promise<SavedBranding> {
  const therapist = await getTherapistOfSession(tenantId);
  await checkPracticeTextsBeforeSave(brandingTexts(input), 'branding', { saved: therapist });
  const css = sanitizeCustomCss(input.customCssStyles, {
    brandingColor: input.brandingColor,
    secondaryColor: input.secondaryColor,
  });
  const branding: BrandingSettings = { ...input, customCssStyles: css.css };
  await updateTherapistAttributes(tenantId, { ...branding });
  forgetPublicProfile(therapist.subdomain);
  return { branding, cssRemovals: css.removed };
}

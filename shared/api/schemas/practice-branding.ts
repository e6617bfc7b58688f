import * as z from 'zod/mini';
import {
  BRANDING_TEXT_LIMITS,
  CUSTOM_CSS_MAX_INPUT_CHARS,
  CUSTOM_CSS_TOO_LONG_MESSAGE,
  IMAGE_URL_MAX_LENGTH,
  type PracticeBranding,
} from '#shared/domain/practice-branding.ts';
import { hexColorField, messages } from './fields';

/** The portal's branding as the therapist edits it on the AI customisation screen. */
const text = (max: number) =>
  z
    .string({ error: `Please use at most ${max} characters` })
    .check(z.trim(), z.maxLength(max, `Please use at most ${max} characters`));

const imageUrlMessage = 'Please use an https:// address of an image, or leave it empty';
const imageUrl = z.string({ error: imageUrlMessage }).check(
  z.trim(),
  z.maxLength(IMAGE_URL_MAX_LENGTH, imageUrlMessage),
  z.refine(
    (value) => value === '' || (URL.canParse(value) && new URL(value).protocol === 'https:'),
    imageUrlMessage,
  ),
);

const optionalEmail = z.string({ error: messages.email }).check(
  z.trim(),
  z.toLowerCase(),
  z.maxLength(254, messages.email),
  z.refine((value) => value === '' || z.email().safeParse(value).success, messages.email),
);

const phoneMessage = 'Please use digits, spaces and + ( ) - only, up to 40 characters';
const phone = z
  .string({ error: phoneMessage })
  .check(
    z.trim(),
    z.maxLength(BRANDING_TEXT_LIMITS.contactPhone, phoneMessage),
    z.regex(/^[0-9+()\-.\s]*$/, phoneMessage),
  );

const flag = z.boolean({ error: 'Choose on or off' });

export const brandingSchema = z.object({
  brandingColor: hexColorField,
  secondaryColor: hexColorField,
  backgroundStyle: z.enum(['gradient', 'solid'], { error: 'Choose gradient or solid' }),
  logoUrl: imageUrl,
  therapistPhotoUrl: imageUrl,
  welcomeTitle: text(BRANDING_TEXT_LIMITS.welcomeTitle),
  welcomeMessage: text(BRANDING_TEXT_LIMITS.welcomeMessage),
  greetingMessage: text(BRANDING_TEXT_LIMITS.greetingMessage),
  practiceDescription: text(BRANDING_TEXT_LIMITS.practiceDescription),
  contactEmail: optionalEmail,
  contactPhone: phone,
  officeAddress: text(BRANDING_TEXT_LIMITS.officeAddress),
  emergencyInstructions: text(BRANDING_TEXT_LIMITS.emergencyInstructions),
  customDisclaimer: text(BRANDING_TEXT_LIMITS.customDisclaimer),
  showTherapistPhoto: flag,
  showPracticeInfo: flag,
  showEmergencyInfo: flag,
  customCssStyles: z
    .string({ error: CUSTOM_CSS_TOO_LONG_MESSAGE })
    .check(z.maxLength(CUSTOM_CSS_MAX_INPUT_CHARS, CUSTOM_CSS_TOO_LONG_MESSAGE)),
});
export type BrandingInput = z.input<typeof brandingSchema>;

/** A practice's branding as stored (shared/domain/practice-branding.ts), as the API returns it. */
export const practiceBrandingShape = {
  brandingColor: z.string(),
  secondaryColor: z.string(),
  /** An https image address, or empty. */
  logoUrl: z.string(),
  /** An https image address of the therapist, or empty (initials are shown). */
  therapistPhotoUrl: z.string(),
  backgroundStyle: z.enum(['gradient', 'solid']),
  welcomeTitle: z.string(),
  welcomeMessage: z.string(),
  greetingMessage: z.string(),
  practiceDescription: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  officeAddress: z.string(),
  emergencyInstructions: z.string(),
  customDisclaimer: z.string(),
  showTherapistPhoto: z.boolean(),
  showPracticeInfo: z.boolean(),
  showEmergencyInfo: z.boolean(),
} satisfies Record<keyof PracticeBranding, z.ZodMiniType>;

/** `GET /api/therapist/branding`: the branding and the custom CSS as stored (sanitised and scoped). */
export const brandingSettingsSchema = z.object({ ...practiceBrandingShape, customCssStyles: z.string() });
export type BrandingSettings = z.output<typeof brandingSettingsSchema>;

/** One thing the CSS sanitiser removed, and why, in words a therapist understands. */
export const customCssRemovalSchema = z.object({ code: z.string(), reason: z.string(), excerpt: z.string() });
export type CustomCssRemoval = z.output<typeof customCssRemovalSchema>;

/** `PUT /api/therapist/branding`. */
export const savedBrandingSchema = z.object({
  branding: brandingSettingsSchema,
  /** What was taken out of the custom CSS on this save (empty when nothing was). */
  cssRemovals: z.array(customCssRemovalSchema),
});
export type SavedBranding = z.output<typeof savedBrandingSchema>;

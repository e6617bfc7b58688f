/**
 * How a practice's client portal looks and what it says: the therapist edits it (onboarding, AI
 * customisation), the portal shows it. Defaults from the therapists entity.
 */
export type BackgroundStyle = 'gradient' | 'solid';

export interface PracticeBranding {
  brandingColor: string;
  secondaryColor: string;
  /** An https image address, or empty. */
  logoUrl: string;
  /** An https image address of the therapist, or empty (initials are shown). */
  therapistPhotoUrl: string;
  backgroundStyle: BackgroundStyle;
  welcomeTitle: string;
  welcomeMessage: string;
  greetingMessage: string;
  practiceDescription: string;
  contactEmail: string;
  contactPhone: string;
  officeAddress: string;
  emergencyInstructions: string;
  customDisclaimer: string;
  showTherapistPhoto: boolean;
  showPracticeInfo: boolean;
  showEmergencyInfo: boolean;
}

export const DEFAULT_BRAND_COLOR = '#2563eb';
export const DEFAULT_SECONDARY_COLOR = '#1e40af';

/** A practice's name, asked for at sign-up; at most this many characters. */
export const PRACTICE_NAME_MAX_LENGTH = 80;

/** The practice as its clients read its name: the one the therapist gave, or '{First Last}'s Practice'. */
export function practiceNameOf(therapist: {
  practiceName?: string | undefined;
  firstName: string;
  lastName: string;
}): string {
  return therapist.practiceName?.trim() || `${therapist.firstName} ${therapist.lastName}'s Practice`;
}

/** The welcome title a portal shows when the therapist has not written one. */
export function defaultWelcomeTitle(practiceName: string): string {
  return `Welcome to ${practiceName}`;
}

export function defaultBranding(): PracticeBranding {
  return {
    brandingColor: DEFAULT_BRAND_COLOR,
    secondaryColor: DEFAULT_SECONDARY_COLOR,
    logoUrl: '',
    therapistPhotoUrl: '',
    backgroundStyle: 'gradient',
    welcomeTitle: '',
    welcomeMessage: '',
    greetingMessage: '',
    practiceDescription: '',
    contactEmail: '',
    contactPhone: '',
    officeAddress: '',
    emergencyInstructions: '',
    customDisclaimer: '',
    showTherapistPhoto: true,
    showPracticeInfo: true,
    showEmergencyInfo: true,
  };
}

export const BRANDING_TEXT_LIMITS = {
  welcomeTitle: 120,
  welcomeMessage: 1000,
  greetingMessage: 500,
  practiceDescription: 1500,
  contactPhone: 40,
  officeAddress: 300,
  emergencyInstructions: 1000,
  customDisclaimer: 1000,
} as const;

/** The class of the element every portal renders inside: a therapist's custom CSS applies only under it. */
export const PORTAL_ROOT_CLASS = 'mw-portal';
/** Custom CSS a therapist may paste; longer is refused with CUSTOM_CSS_TOO_LONG_MESSAGE. */
export const CUSTOM_CSS_MAX_INPUT_CHARS = 20_000;
export const CUSTOM_CSS_TOO_LONG_MESSAGE =
  'Custom styles can be at most 20,000 characters long; please shorten them.';
/** Image addresses (logo, photo): https only, as the portal's Content-Security-Policy allows. */
export const IMAGE_URL_MAX_LENGTH = 500;

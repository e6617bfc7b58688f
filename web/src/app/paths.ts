/**
 * Every client route, once. Screens link and navigate through these names; the router mounts
 * them; no path string is typed twice. Where two paths open the same screen, the alias says why
 * it exists.
 */
export const paths = {
  /** The landing page for visitors, the chat for signed-in members. */
  home: '/',
  /** The entry screen for visitors under the product's name (shared in posts and ads). */
  productEntry: '/mirrorwell',
  /** The member chat under the product's name: an address members bookmark. */
  productChat: '/mirrorwell-chat',
  /** The member chat's short address. */
  chat: '/chat',
  login: '/clean-login',
  register: '/clean-register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** A coupon code: lifetime access, applied at sign-up for a visitor, at once for a member. */
  coupon: '/coupon',
  /** Plans, the member's tier and usage, and checkout. */
  subscribe: '/subscribe',
  /** The plans page's short address, for printed and spoken links. */
  subscribeShort: '/sub',
  /** The crisis protocol, public: what is screened, how, what a person sees, the resources, the measured recall. */
  safety: '/safety',
  /** What is stored, for how long, who can read it, deletion and export, the model provider, contact. */
  privacy: '/privacy',
  /** The terms of use: what the service is and is not, accounts, plans, ending an account. */
  terms: '/terms',
  /** The therapist offer, public. */
  therapistLanding: '/therapist-landing',
  therapistRegister: '/therapist-register',
  therapistLogin: '/therapist-login',
  therapistForgotPassword: '/therapist-forgot-password',
  therapistResetPassword: '/therapist-reset-password',
  therapistDashboard: '/therapist-dashboard',
  /** The 8-step setup after sign-up: resumable, skippable, shown on the dashboard until done. */
  therapistOnboarding: '/therapist-onboarding',
  aiCustomization: '/ai-customization',
  /** A sandbox chat with the therapist's own assistant, as a client would see it. */
  testDemo: '/test-demo',
  referralDashboard: '/referral-dashboard',
  /** The platform walkthrough for therapists. */
  demo: '/demo',
  /** A practice's portal on the root domain (also at `/chat/:subdomain`, and `/` on its own subdomain). */
  portal: '/client/:subdomain',
  /** The portal's other address on the root domain, from the spec. */
  portalChat: '/chat/:subdomain',
  /** The portal at its shortest, opened by the dashboard's Preview. */
  portalShort: '/:subdomain',
  /** A client's sign-in, sign-up and reset on the practice's own subdomain (the host names the practice). */
  clientLogin: '/client/login',
  clientRegister: '/client/register',
  clientForgotPassword: '/client/forgot-password',
  clientResetPassword: '/client/reset-password',
  /** The same on the root domain, the practice named in the path. */
  portalLogin: '/client/:subdomain/login',
  portalRegister: '/client/:subdomain/register',
  portalForgotPassword: '/client/:subdomain/forgot-password',
  portalResetPassword: '/client/:subdomain/reset-password',
  /** A signed-in client's chat with the practice's assistant (or their journal). */
  therapyChat: '/therapy-chat',
  /** The enterprise offer for practices and clinics, with a contact form. */
  enterprise: '/enterprise',
  /** How to set up a free branded mailbox (the landing page's guide, in full). */
  emailSetup: '/email-setup',
  /** What each guide has noticed and how often the member reflects (more for Pro and Lifetime). */
  insights: '/insights',
  /** The premium downloads library: listed for everyone, downloadable by tier. */
  downloads: '/downloads',
  /** A plain page that proves routing works on a deployment (no data, no session). */
  workingTest: '/working-test',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The paths that show the member chat (the home page does when signed in). */
export const memberChatPaths: ReadonlySet<string> = new Set([paths.home, paths.productChat, paths.chat]);

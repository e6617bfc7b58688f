/**
 * Every mail Mirrorwell sends, written once here. A template says what the mail says (plain
 * sentences, one optional button); `renderMail` turns it into a subject, a plain-text body and an
 * HTML body in one calm layout. Every value that goes into the HTML is escaped, so a name or a
 * practice name typed by someone can never become markup in another person's inbox.
 */

export const PRODUCT_NAME = 'Mirrorwell';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What one mail says. Every string is plain text; the layout escapes it. */
export interface MailContent {
  subject: string;
  /** The short line mail clients show beside the subject. */
  preview: string;
  greeting: string;
  paragraphs: readonly string[];
  /** The one thing the mail asks the person to do. Only http(s) links. */
  action?: { label: string; url: string };
  /** Paragraphs after the button (for example what to do if the mail was not expected). */
  closing?: readonly string[];
  /** Why the person got this mail, shown in the footer. */
  reason: string;
}

/** The link in a password reset mail works once and for this long. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

function hello(firstName: string | undefined): string {
  const name = firstName?.trim();
  return name ? `Hello ${name},` : 'Hello,';
}

/**
 * The templates, one entry each. Later mails (email verification, referral invitation, enterprise
 * lead, a safety-flag notice to a therapist that carries no conversation content) are added here.
 */
export const mailTemplates = {
  passwordReset: (input: { firstName?: string | undefined; resetUrl: string }): MailContent => ({
    subject: `Reset your ${PRODUCT_NAME} password`,
    preview: 'A link to choose a new password. It works once, for 1 hour.',
    greeting: hello(input.firstName),
    paragraphs: [
      `Someone, hopefully you, asked to reset the password of your ${PRODUCT_NAME} account.`,
      'Choose a new password with the link below. It works once and is valid for 1 hour.',
    ],
    action: { label: 'Choose a new password', url: input.resetUrl },
    closing: [
      'If you did not ask for this, you can ignore this mail: your password stays the same.',
      'Resetting your password signs you out everywhere, so only the new password opens your account.',
    ],
    reason: `You received this mail because a password reset was asked for the ${PRODUCT_NAME} account with this address.`,
  }),
  clientInvitation: (input: {
    clientFirstName: string;
    therapistName: string;
    portalUrl: string;
    signUpUrl: string;
    validDays: number;
  }): MailContent => ({
    subject: `${input.therapistName} invited you to their client portal`,
    preview: 'A private space for support between your sessions.',
    greeting: hello(input.clientFirstName),
    paragraphs: [
      `${input.therapistName} has set up a private client portal on ${PRODUCT_NAME} for support between your sessions. You can write there at any time and an AI assistant, configured by your therapist, replies.`,
      `Create your account with the button below. The link is for you alone and works for ${input.validDays} days.`,
      `Your portal's address is ${input.portalUrl}`,
    ],
    action: { label: 'Create your account', url: input.signUpUrl },
    closing: [
      'Your conversations stay private: your therapist sees session metrics and safety flags, and a conversation only if you choose to share it.',
      'The assistant is an AI, not a therapist. In an emergency, call or text 988 in the US, or your local emergency number.',
    ],
    reason: `You received this mail because ${input.therapistName} added you as a client on ${PRODUCT_NAME}.`,
  }),
  /** The second step of a client's sign-up without an invitation: the account is made when the link is opened. */
  clientSignUpLink: (input: {
    firstName: string;
    practiceName: string;
    confirmUrl: string;
    validHours: number;
  }): MailContent => ({
    subject: `Finish creating your account at ${input.practiceName}`,
    preview: `One click to open your account. The link works once, for ${input.validHours} hours.`,
    greeting: hello(input.firstName),
    paragraphs: [
      `Someone, hopefully you, asked to create a client account with this email address at ${input.practiceName} on ${PRODUCT_NAME}.`,
      `Open your account with the link below. It works once and is valid for ${input.validHours} hours.`,
    ],
    action: { label: 'Finish creating your account', url: input.confirmUrl },
    closing: ['If you did not ask for this, you can ignore this mail: no account is made without the link.'],
    reason: `You received this mail because this address was entered in the sign-up form of ${input.practiceName}'s client portal.`,
  }),
  /**
   * To the owner of an email a practice already knows, when someone signs up with it: the sign-up
   * answered exactly as for a new email, so only the owner learns that it was already known.
   */
  clientSignUpAttempt: (input: {
    firstName: string;
    practiceName: string;
    hasAccount: boolean;
    signInUrl: string;
    forgotPasswordUrl: string;
  }): MailContent => ({
    subject: `Someone tried to create an account at ${input.practiceName} with your email`,
    preview: input.hasAccount
      ? 'You already have an account there: sign in, or reset your password.'
      : 'Your therapist already added this address: use the invitation they sent you.',
    greeting: hello(input.firstName),
    paragraphs: input.hasAccount
      ? [
          `Someone tried to create an account at ${input.practiceName} on ${PRODUCT_NAME} with your email address. You already have an account there, so nothing was created.`,
          `If it was you, sign in with the button below. If you forgot your password, reset it here: ${input.forgotPasswordUrl}`,
        ]
      : [
          `Someone tried to create an account at ${input.practiceName} on ${PRODUCT_NAME} with your email address. Your therapist has already added this address, so nothing was created.`,
          'If it was you, use the invitation link your therapist sent you, or ask them for a new one.',
        ],
    ...(input.hasAccount ? { action: { label: 'Sign in', url: input.signInUrl } } : {}),
    closing: ['If it was not you, you can ignore this mail: your account and your details are unchanged.'],
    reason: `You received this mail because this address was entered in the sign-up form of ${input.practiceName}'s client portal.`,
  }),
  safetyFlagNotice: (input: {
    therapistFirstName: string;
    gradeLabel: string;
    dashboardUrl: string;
  }): MailContent => ({
    subject: `A conversation in your practice was flagged: ${input.gradeLabel}`,
    preview: 'A client conversation needs your review. This mail holds no conversation content.',
    greeting: hello(input.therapistFirstName),
    paragraphs: [
      `The safety screen flagged a conversation in your client portal (${input.gradeLabel}). The person was shown crisis resources and your emergency instructions at once.`,
      'Open the review queue on your dashboard to see the conversation’s metrics and the reason for the flag. This mail holds no conversation content.',
    ],
    action: { label: 'Open the review queue', url: input.dashboardUrl },
    closing: ['If you believe someone is in immediate danger, follow your own emergency procedures.'],
    reason: `You received this mail because you run a practice on ${PRODUCT_NAME} and a client conversation was flagged for safety.`,
  }),
  referralInvitation: (input: {
    referrerName: string;
    signUpUrl: string;
    trialDays: number;
    trialClients: number;
  }): MailContent => ({
    subject: `${input.referrerName} invited you to try ${PRODUCT_NAME} for your practice`,
    preview: `A branded AI companion for your clients between sessions. ${input.trialDays}-day free trial.`,
    greeting: 'Hello,',
    paragraphs: [
      `${input.referrerName} uses ${PRODUCT_NAME} to give their clients a private, branded AI companion between sessions, and thought it might help your practice too.`,
      `Every client message is screened for risk before the assistant sees it, clients always know they are talking with an AI, and you see session metrics and safety flags, never their words unless they choose to share.`,
      `Start a ${input.trialDays}-day free trial with up to ${input.trialClients} clients. No card is needed.`,
    ],
    action: { label: 'Create your practice', url: input.signUpUrl },
    closing: [
      'If you were not expecting this invitation, you can ignore it; nothing happens unless you sign up.',
    ],
    reason: `You received this mail because ${input.referrerName} entered your address to invite you to ${PRODUCT_NAME}.`,
  }),
  /** To the team: everything the /enterprise form sent, so a reply needs nothing else. */
  enterpriseLead: (input: {
    name: string;
    email: string;
    organisation: string;
    teamSize: string;
    message: string;
    leadId: string;
  }): MailContent => ({
    subject: `Enterprise enquiry from ${input.organisation} (${input.teamSize})`,
    preview: `${input.name} asked about ${PRODUCT_NAME} for their practice.`,
    greeting: 'Hello team,',
    paragraphs: [
      `${input.name} asked about the enterprise offer through the contact form.`,
      `Name: ${input.name}`,
      `Work email: ${input.email}`,
      `Organisation: ${input.organisation}`,
      `Team size: ${input.teamSize}`,
      'Their message:',
      input.message,
    ],
    closing: [`Reply to ${input.email}. The enquiry is stored as lead ${input.leadId}.`],
    reason: `You received this mail because you are the team address (TEAM_EMAIL) of ${PRODUCT_NAME}.`,
  }),
} as const satisfies Record<string, (input: never) => MailContent>;

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateInput<N extends MailTemplateName> = Parameters<(typeof mailTemplates)[N]>[0];

export function renderMail<N extends MailTemplateName>(name: N, input: MailTemplateInput<N>): RenderedMail {
  const template = mailTemplates[name] as (input: MailTemplateInput<N>) => MailContent;
  return renderContent(template(input));
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** One line: a line break in a subject would start a new mail header. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

function checkedUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new Error('A mail link must be an http(s) URL');
  }
  return parsed.href;
}

/** The web app's calm palette: warm paper, deep-teal brand (white on it passes WCAG AA). */
const colors = {
  page: '#f6f3ee',
  card: '#ffffff',
  text: '#26211c',
  muted: '#5c554d',
  accent: '#2a675c',
  border: '#e6e0d6',
};
const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function paragraph(text: string, color = colors.text): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${color};">${escapeHtml(text)}</p>`;
}

function renderHtml(content: MailContent, subject: string, actionUrl: string | undefined): string {
  const button =
    content.action && actionUrl
      ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td style="border-radius:8px;background:${colors.accent};">
<a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(content.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 24px;font-size:13px;line-height:1.5;color:${colors.muted};">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(actionUrl)}" style="color:${colors.accent};word-break:break-all;">${escapeHtml(actionUrl)}</a></p>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.page};font-family:${font};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colors.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;font-size:20px;font-weight:600;color:${colors.accent};">${PRODUCT_NAME}</td></tr>
<tr><td style="background:${colors.card};border:1px solid ${colors.border};border-radius:12px;padding:32px;">
${paragraph(content.greeting)}
${content.paragraphs.map((text) => paragraph(text)).join('\n')}
${button}
${(content.closing ?? []).map((text) => paragraph(text, colors.muted)).join('\n')}
</td></tr>
<tr><td style="padding:16px 8px;font-size:12px;line-height:1.5;color:${colors.muted};">${escapeHtml(content.reason)}<br>${PRODUCT_NAME} is a reflective support tool, not therapy.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: MailContent, actionUrl: string | undefined): string {
  const blocks = [
    content.greeting,
    ...content.paragraphs,
    ...(content.action && actionUrl ? [`${content.action.label}:\n${actionUrl}`] : []),
    ...(content.closing ?? []),
    `--\n${PRODUCT_NAME}\n${content.reason}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

export function renderContent(content: MailContent): RenderedMail {
  const subject = oneLine(content.subject);
  const actionUrl = content.action ? checkedUrl(content.action.url) : undefined;
  return {
    subject,
    text: renderText(content, actionUrl),
    html: renderHtml(content, subject, actionUrl),
  };
}

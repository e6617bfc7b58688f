import * as z from 'zod/mini';
import { emailField } from './fields';

/**
 * The enterprise contact form (`/enterprise`), checked by the same schema in the browser and in
 * `POST /api/enterprise/leads`, so every field shows the same message on both sides.
 */
export const enterpriseLeadMessages = {
  name: 'Please enter your name',
  organisation: 'Please enter the name of your practice or organisation',
  teamSize: 'Please choose the size of your team',
  messageShort: 'Please tell us a little more (at least 10 characters)',
  messageLong: 'Please keep your message under 2000 characters',
  tooLong: 'Please use at most 120 characters',
} as const;

/** How many therapists the organisation has, as the form offers it. */
export const teamSizes = [
  { value: '1-10', label: '1–10 therapists' },
  { value: '11-50', label: '11–50 therapists' },
  { value: '51-200', label: '51–200 therapists' },
  { value: '201+', label: 'More than 200 therapists' },
] as const;

export type TeamSize = (typeof teamSizes)[number]['value'];

export const ENTERPRISE_MESSAGE_MIN = 10;
export const ENTERPRISE_MESSAGE_MAX = 2000;

function requiredText(message: string, max = 120) {
  return z
    .string({ error: message })
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, enterpriseLeadMessages.tooLong));
}

export const enterpriseLeadSchema = z.object({
  name: requiredText(enterpriseLeadMessages.name),
  email: emailField,
  organisation: requiredText(enterpriseLeadMessages.organisation),
  teamSize: z.enum(
    teamSizes.map((size) => size.value) as [TeamSize, ...TeamSize[]],
    enterpriseLeadMessages.teamSize,
  ),
  message: z
    .string({ error: enterpriseLeadMessages.messageShort })
    .check(
      z.trim(),
      z.minLength(ENTERPRISE_MESSAGE_MIN, enterpriseLeadMessages.messageShort),
      z.maxLength(ENTERPRISE_MESSAGE_MAX, enterpriseLeadMessages.messageLong),
    ),
});

export type EnterpriseLeadInput = z.output<typeof enterpriseLeadSchema>;

/** What the page shows once a lead is stored (and the team has been told). */
export const ENTERPRISE_LEAD_RECEIVED =
  'Thank you. Our team has your message and will reply to your work email within two business days.';

export const enterpriseLeadReceivedSchema = z.object({
  /** The stored lead, for the sender's reference. */
  id: z.string(),
  message: z.string(),
});
export type EnterpriseLeadReceived = z.output<typeof enterpriseLeadReceivedSchema>;

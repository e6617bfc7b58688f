/**
 * The email-setup guide, written once: the landing page shows its short form, `/email-setup` the
 * whole of it. It walks through a free branded mailbox (you@yourpractice.com) at a third-party
 * mail host. The host's own console shows the exact values for an account; the records below are
 * the ones it documents for its US data centre.
 */

export const mailProvider = {
  name: 'Zoho Mail',
  /** The host's own site: the button opens it in a new tab. */
  url: 'https://www.zoho.com/mail/',
  plan: 'Forever Free plan',
  /** What the free plan covered when this guide was written; the host may change it. */
  planSummary: 'up to five mailboxes on one domain, with webmail and mobile apps',
} as const;

export const emailSetupIntro = {
  title: 'Set up a free branded mailbox',
  summary:
    'Running a practice or a small team? A mailbox on your own domain (hello@yourpractice.com) looks trustworthy to the people you write to, and it can cost nothing. Five steps, about half an hour, most of it waiting for DNS.',
} as const;

export interface EmailSetupStep {
  id: string;
  title: string;
  /** One sentence: the landing page shows this. */
  summary: string;
  /** The page shows these too. */
  details: readonly string[];
}

export const emailSetupSteps: readonly EmailSetupStep[] = [
  {
    id: 'account',
    title: 'Create a free mail account',
    summary: `Sign up for the ${mailProvider.plan} at ${mailProvider.name}, a third-party mail host.`,
    details: [
      `Open ${mailProvider.name} and choose the ${mailProvider.plan} (${mailProvider.planSummary}).`,
      'Sign up with a personal address you already use: it is where the host reaches you until the new mailbox works.',
    ],
  },
  {
    id: 'domain',
    title: 'Add your domain',
    summary: 'Tell the mail host which domain the mailbox belongs to, for example yourpractice.com.',
    details: [
      'In the setup wizard, choose to use a domain you already own and type it without www.',
      'No domain yet? Buy one from any registrar first; the mail host does not need to be where you bought it.',
    ],
  },
  {
    id: 'verify',
    title: 'Verify the domain via DNS',
    summary: 'Prove the domain is yours by adding the verification record the host gives you.',
    details: [
      'The host shows a TXT (or CNAME) record with a code of its own. Add it in the DNS settings at your domain registrar or DNS provider.',
      'Press Verify in the host’s console. New records can take from a few minutes to a few hours to be seen.',
    ],
  },
  {
    id: 'records',
    title: 'Set MX, SPF and DKIM',
    summary: 'Add the records that bring mail to the host and prove mail from you is really yours.',
    details: [
      'MX records send incoming mail for your domain to the host. Remove any older MX records, or mail may go astray.',
      'SPF says which servers may send as your domain; DKIM signs every message you send. Together they keep your mail out of spam folders.',
      'The table below lists each record and what it is for.',
    ],
  },
  {
    id: 'mailbox',
    title: 'Create your mailbox',
    summary: 'Create the address you want, such as hello@yourpractice.com, and sign in to it.',
    details: [
      'In the host’s admin console, add a user (the mailbox) with the address and a strong password.',
      'Send yourself a test message from another address and reply to it, to check both directions work.',
    ],
  },
];

export interface DnsRecord {
  purpose: string;
  type: 'MX' | 'TXT';
  /** Where the record goes: `@` is the domain itself. */
  host: string;
  value: string;
  priority?: number;
  /** What the record does, in plain words. */
  explanation: string;
}

export const dnsRecords: readonly DnsRecord[] = [
  {
    purpose: 'MX',
    type: 'MX',
    host: '@',
    value: 'mx.zoho.com',
    priority: 10,
    explanation: 'The main door for incoming mail. The lowest priority number is tried first.',
  },
  {
    purpose: 'MX',
    type: 'MX',
    host: '@',
    value: 'mx2.zoho.com',
    priority: 20,
    explanation: 'A second door, used if the first is busy.',
  },
  {
    purpose: 'MX',
    type: 'MX',
    host: '@',
    value: 'mx3.zoho.com',
    priority: 50,
    explanation: 'A third door, the last resort.',
  },
  {
    purpose: 'SPF',
    type: 'TXT',
    host: '@',
    value: 'v=spf1 include:zohomail.com ~all',
    explanation:
      'Lists the servers allowed to send as your domain. Keep only one SPF record: if you already have one, add the include to it.',
  },
  {
    purpose: 'DKIM',
    type: 'TXT',
    host: 'zmail._domainkey',
    value: 'v=DKIM1; k=rsa; p=… (copy it from the host’s console)',
    explanation:
      'A public key that lets other servers check the signature on every message you send. The host creates it for you; the name before ._domainkey is the selector you choose.',
  },
];

export const dnsRecordsNote =
  'The host’s console shows the exact values for your account. Use those if they differ from these, for example for an account in its EU data centre (zoho.eu).';

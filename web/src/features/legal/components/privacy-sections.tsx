import { MINIMUM_AGE } from '#shared/domain/legal.ts';
import { LegalSection, Points } from './legal-page-layout';

/** What the accounts core, the chat turn, the portal and billing store. */
export function WhatWeStoreSection() {
  return (
    <LegalSection id="stored" title="What we store">
      <Points
        items={[
          <>
            <b>Your account</b>: your email address, first and last name, and your password as a bcrypt hash
            (never the password itself). For members, your plan and any coupon redeemed; for therapists, the
            practice you set up (subdomain, licence number and state if given, branding, AI configuration,
            clients, referrals); for clients, the practice you belong to. We also record when you agreed to
            the Terms and this notice, which version, and that you confirmed you are {MINIMUM_AGE} or over.
          </>,
          <>
            <b>Conversations</b>: each conversation&apos;s title and messages, which guide answered, and the
            grade our safety screen gave each message.
          </>,
          <>
            <b>Memory</b>: each guide keeps its own short notes about you (themes, recurring patterns and a
            summary of your journey), updated as you talk. You can read and clear them per guide.
          </>,
          <>
            <b>Safety events</b>: for a therapist&apos;s client, a conversation the screen judged at risk is
            flagged for the therapist with the risk level and the reason, not the text. Separately, we count
            notes, check-ins and crisis replies by month, grade and audience. Those counters hold no
            identifier of anyone; they feed the yearly report California&apos;s SB 243 asks of operators.
          </>,
          <>
            <b>Counters</b>: how many conversations you started this month, and the fair-use counts of
            messages per minute and per day.
          </>,
          <>
            <b>Payments</b> go through Stripe Checkout, a page hosted by Stripe: your card details go to
            Stripe, never to us. We keep the Stripe customer and subscription ids that tie a payment to your
            account, and each Stripe event id for 90 days so it is processed only once.
          </>,
          <>
            <b>Your network address</b> is counted against abuse limits (sign-ups, sign-ins, reset requests,
            guest messages), an IPv6 address by its /64. Each count deletes itself when its window (an hour or
            a day) is over. Your country, as our content network reports it, chooses which crisis lines you
            are shown.
          </>,
          <>
            <b>Product analytics</b> are off unless this deployment turns them on. Even then an event carries
            only a page&apos;s route or a closed set of values, never what you wrote, your email, your name or
            a conversation&apos;s id, and nothing is sent while your browser asks not to be tracked.
          </>,
        ]}
      />
    </LegalSection>
  );
}

/** Who can read what: members, clients of a therapist, portal visitors, and what a therapist makes public. */
export function WhoReadsSection() {
  return (
    <LegalSection id="who-reads" title="Who can read what">
      <Points
        items={[
          <>
            <b>Members</b>: your conversations, memory and insights are yours. No therapist, client or other
            member can read them.
          </>,
          <>
            <b>Clients of a therapist</b>: your therapist sees session metrics (how many sessions, how long,
            their dates, the ratings you give) and safety flags (the risk level and reason), never the text of
            a conversation, unless you choose “Share with my therapist” for that conversation. You can stop
            sharing at any time. For reflection prompts your therapist sees that a prompt was done, not what
            you wrote, unless you share it; a pre-session summary is shared only if you send it, and you can
            withdraw it.
          </>,
          <>
            <b>Visitors on a practice&apos;s portal</b> without an account: the conversation, under the first
            name you give, belongs to that practice and counts in its metrics.
          </>,
          <>
            <b>Therapists</b>: what you put on your portal (your name, practice description, contact details,
            branding) is public to anyone who opens it.
          </>,
        ]}
      />
    </LegalSection>
  );
}

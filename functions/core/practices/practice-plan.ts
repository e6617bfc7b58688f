import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import { clientLimitOf, type PlanStatus, trialDaysLeft } from '#shared/domain/practice.ts';

/**
 * Where a practice's plan stands now. A trial ends by date; after it the portal keeps working for
 * clients, and the dashboard asks the therapist to subscribe (decisions: "Portals keep working for
 * clients after a trial ends").
 */
export function planStatusOf(therapist: TherapistRecord, now: number = Date.now()): PlanStatus {
  switch (therapist.subscriptionStatus) {
    case 'active':
      return 'active';
    case 'past_due':
      return 'past-due';
    case 'canceled':
      return 'canceled';
    default:
      return Date.parse(therapist.trialEndsAt) > now ? 'trialing' : 'trial-ended';
  }
}

/** The plan as the dashboard shows it. */
export function planOf(therapist: TherapistRecord, now: number = Date.now()): TherapistSelf['plan'] {
  const status = planStatusOf(therapist, now);
  const inTrial = therapist.plan === 'trial';
  return {
    id: therapist.plan,
    status,
    clientLimit: therapist.clientLimit ?? clientLimitOf(therapist.plan),
    trialEndsAt: inTrial ? therapist.trialEndsAt : null,
    trialDaysLeft: inTrial ? trialDaysLeft(therapist.trialEndsAt, now) : null,
  };
}

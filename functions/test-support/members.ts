import { usageMonth } from '#functions/core/chat/chat-access.ts';
import { updateItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { consentGiven } from '#functions/test-support/consent.ts';
import type { AuthResponse, PublicMember } from '#shared/api/schemas/auth.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { fromAddress, type TestApi, uniqueEmail } from './test-api';

export interface TestMember {
  id: string;
  token: string;
  email: string;
}

let addressCounter = 0;

/** What the member sign-up form sends: Ann Lee, a fresh email, consent given; then `overrides`. */
export function memberSignUpBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    password: 'quiet-river-42',
    firstName: 'Ann',
    lastName: 'Lee',
    ...consentGiven,
    ...overrides,
  };
}

/** Signs a member up through the API and, when asked, moves them to another tier. */
export async function signUpMember(api: TestApi, tier: Tier = 'freemium'): Promise<TestMember> {
  addressCounter += 1;
  const body = memberSignUpBody();
  const reply = await api.call<AuthResponse>('POST', '/api/auth/register', {
    body,
    headers: fromAddress(`192.0.2.${addressCounter % 250}`),
  });
  if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.status} ${reply.text}`);
  if (tier !== 'freemium') await setTier(reply.body.user.id, tier);
  return { id: reply.body.user.id, token: reply.body.token, email: body.email };
}

export async function setTier(memberId: string, tier: Tier): Promise<void> {
  await updateItem(keys.member(memberId), {
    expression: 'SET subscriptionTier = :tier',
    values: { ':tier': tier },
  });
}

/** A new member who has already started `used` conversations this month (of 20 on Freemium). */
export async function memberWithConversationsUsed(api: TestApi, used: number): Promise<TestMember> {
  const member = await signUpMember(api);
  await setConversationsUsed(member.id, usageMonth(new Date()), used);
  return member;
}

export async function setConversationsUsed(memberId: string, month: string, used: number): Promise<void> {
  await updateItem(keys.usage(memberId, month), {
    expression: 'SET conversationsUsed = :used, #month = :month, #type = :type',
    names: { '#month': 'month', '#type': 'type' },
    values: { ':used': used, ':month': month, ':type': 'usage' },
  });
}

/** The member whose session `token` is, as the app reads it (`GET /api/auth/user`). */
export async function currentMember(api: TestApi, token: string): Promise<PublicMember> {
  return (await api.call<PublicMember>('GET', '/api/auth/user', { token })).body;
}

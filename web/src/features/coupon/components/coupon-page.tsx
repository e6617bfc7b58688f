import { Button, Card, Input, Stack, Text } from '@chakra-ui/react';
import { Gift } from 'lucide-react';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { mutate } from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import { couponMessages } from '#shared/api/schemas/coupons.ts';
import { isLifetimeCoupon, normalizeCoupon } from '#shared/domain/coupons.ts';
import { paths } from '#web/app/paths.ts';
import { AuthPageLayout } from '#web/components/account/auth-page-layout.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { track } from '#web/lib/analytics.ts';
import { api, fetchData, SESSION_KEY } from '#web/lib/api-client.ts';
import { storageKeys, writeStored } from '#web/lib/browser-storage.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useTrackOnce } from '#web/lib/use-track-once.ts';

/** The spec's pause before a visitor with the friends coupon is taken to sign-up. */
export const LIFETIME_COUPON_REDIRECT_MS = 2000;

const noSubscription = () => () => {};
const isAdopted = () => true;
const isBeingAdopted = () => false;

/**
 * `/coupon`: a code for lifetime access. A visitor's valid code is kept in the browser and applied
 * at sign-up; a signed-in member's is redeemed at once. Empty and unknown codes are said plainly.
 */
export default function CouponPage() {
  useDocumentTitle('Redeem a coupon');
  useTrackOnce('coupon_page_viewed', {});
  const navigate = useNavigate();
  const { data: member } = useSWR<PublicMember | null>(SESSION_KEY, fetchData<PublicMember>);
  // The page is pre-rendered for visitors. While the app adopts it, it must draw what was sent, even
  // if it already knows a member is signed in: a different text would make React draw the form
  // afresh and lose a code typed meanwhile. The member's words follow a moment later.
  const adopted = useSyncExternalStore(noSubscription, isAdopted, isBeingAdopted);
  const [code, setCode] = useState('');
  const [working, setWorking] = useState(false);
  const redirect = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirect.current), []);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!acceptedCode(code)) return;
    // Sent before the session has loaded (a slow network): a member must not be taken for a visitor.
    const signedIn = member === undefined ? await loadSession() : member;
    if (signedIn === 'failed') return;
    if (signedIn) {
      setWorking(true);
      if (await redeemForMember(code)) navigate(paths.home);
      setWorking(false);
      return;
    }
    keepForSignUp(code);
    setWorking(true);
    redirect.current = window.setTimeout(() => navigate(paths.register), LIFETIME_COUPON_REDIRECT_MS);
  }

  return (
    <AuthPageLayout
      title="Redeem a coupon"
      subtitle={
        adopted && member
          ? 'Enter your code to upgrade this account.'
          : 'Enter your code, then create your account.'
      }
    >
      <CouponNote />
      <form onSubmit={apply} noValidate aria-label="Redeem a coupon">
        <Stack gap="4">
          <FormField label="Coupon code" required={false}>
            {(control) => (
              <Input
                {...control}
                name="coupon"
                autoComplete="off"
                autoCapitalize="off"
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={working}>
            Apply Coupon
          </Button>
        </Stack>
      </form>
    </AuthPageLayout>
  );
}

function tellNotApplied(error: unknown) {
  toastFailure('Coupon not applied', error, 'Please try again.');
}

/** Whether the code is the lifetime coupon; an empty or unknown code is said plainly in a toast. */
function acceptedCode(code: string): boolean {
  if (!code.trim()) {
    toaster.create({
      type: 'error',
      title: couponMessages.empty,
      description: couponMessages.emptyDescription,
    });
    return false;
  }
  track('coupon_checked', { valid: isLifetimeCoupon(code) });
  if (!isLifetimeCoupon(code)) {
    toaster.create({
      type: 'error',
      title: couponMessages.invalid,
      description: couponMessages.invalidDescription,
    });
    return false;
  }
  return true;
}

/** The session, asked for now because it had not loaded yet; 'failed' (and said) when it cannot be read. */
async function loadSession(): Promise<PublicMember | null | 'failed'> {
  try {
    return (await mutate<PublicMember | null>(SESSION_KEY)) ?? null;
  } catch (error) {
    tellNotApplied(error);
    return 'failed';
  }
}

/** A signed-in member's coupon is redeemed at once; whether it was. */
async function redeemForMember(code: string): Promise<boolean> {
  try {
    await api('POST /api/coupons/redeem', { body: { code } });
    await mutate(SESSION_KEY);
    track('coupon_applied', { when: 'now' });
    toaster.create({
      type: 'success',
      title: 'Lifetime access unlocked',
      description: 'Every guide is open to you now, with no monthly limit.',
    });
    return true;
  } catch (error) {
    tellNotApplied(error);
    return false;
  }
}

/** A visitor's coupon waits in the browser until sign-up applies it. */
function keepForSignUp(code: string) {
  writeStored(storageKeys.pendingCoupon, normalizeCoupon(code));
  toaster.create({
    type: 'success',
    title: 'Lifetime access unlocked',
    description: 'Create your free account and lifetime access to every guide is yours.',
  });
}

function CouponNote() {
  return (
    <Card.Root variant="subtle" mb="5">
      <Card.Body>
        <Stack direction="row" gap="3" align="center">
          <Gift size={20} aria-hidden="true" />
          <Text fontSize="sm">
            A valid coupon gives lifetime access to all four guides, once per account.
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

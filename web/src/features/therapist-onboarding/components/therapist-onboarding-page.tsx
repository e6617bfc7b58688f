import { Button, Card, Heading, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { completeOnboardingSchema, type OnboardingState } from '#shared/api/schemas/therapist-onboarding.ts';
import { fieldErrors } from '#shared/api/schemas/validation.ts';
import { ONBOARDING_STEPS, type OnboardingAnswers } from '#shared/domain/therapist-onboarding.ts';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { TherapistAppShell } from '#web/components/therapist-app-shell.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import {
  completeOnboarding,
  saveOnboardingStep,
  useOnboarding,
} from '#web/features/therapist-onboarding/api/onboarding-api.ts';
import { serverFieldErrors } from '#web/lib/api-client.ts';
import { useCurrentTherapist } from '#web/lib/use-current-therapist.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { type AssistantChoices, AssistantStep } from './assistant-step';
import { type PortalChoices, PortalStep } from './portal-step';
import { QuestionStep } from './question-steps';

function portalAddressOf(subdomain: string): string {
  return `${window.location.protocol}//${subdomain}.${window.location.host}`;
}

/** Where the therapist is in the eight steps, and the step's title (focused after a move). */
function WizardHeader({
  step,
  total,
  title,
  headingRef,
}: {
  step: number;
  total: number;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  return (
    <Card.Header gap="3">
      <Text fontSize="sm" color="fg.muted">
        Step {step} of {total}
      </Text>
      <Progress.Root value={(step / total) * 100} size="sm" aria-label={`Step ${step} of ${total}`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
        {title}
      </Heading>
    </Card.Header>
  );
}

/** Back, Skip and Continue (Finish setup on the last step), and the way out for later. */
function WizardFooter({
  step,
  total,
  saving,
  onBack,
  onSkip,
  onContinue,
  onFinish,
}: {
  step: number;
  total: number;
  saving: boolean;
  onBack: () => void;
  onSkip: () => void;
  onContinue: () => void;
  onFinish: () => void;
}) {
  return (
    <Card.Footer>
      <Stack w="full" gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Button variant="ghost" onClick={onBack} disabled={step === 1 || saving}>
            Back
          </Button>
          <HStack gap="2" wrap="wrap">
            {step < total && (
              <Button variant="outline" onClick={onSkip} disabled={saving}>
                Skip this step
              </Button>
            )}
            {step < total ? (
              <Button colorPalette="brand" onClick={onContinue} loading={saving}>
                Continue
              </Button>
            ) : (
              <Button colorPalette="brand" onClick={onFinish} loading={saving}>
                Finish setup
              </Button>
            )}
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted" textAlign="center">
          <Link asChild>
            <RouterLink to={paths.therapistDashboard}>Finish later</RouterLink>
          </Link>{' '}
          — your progress is saved and shown on your dashboard.
        </Text>
      </Stack>
    </Card.Footer>
  );
}

/**
 * Each step opens at its top, not at the last step's scroll position; after a move the focus goes
 * to the new step's heading, so keyboard and screen-reader users start there too.
 */
function useStepHeadingFocus(step: number): RefObject<HTMLHeadingElement | null> {
  const heading = useRef<HTMLHeadingElement>(null);
  const openedStep = useRef(step);
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (openedStep.current !== step) heading.current?.focus({ preventScroll: true });
    openedStep.current = step;
  }, [step]);
  return heading;
}

/** Saves a step's answers; the saved setup, or null after saying in a toast that it failed. */
async function saveStepAndTell(step: number, answers: OnboardingAnswers): Promise<OnboardingState | null> {
  try {
    return await saveOnboardingStep(step, answers);
  } catch (error) {
    toastFailure('Could not save', error, 'Please try again.');
    return null;
  }
}

/** Completes the setup and says so in a toast; the server's field errors when it failed. */
async function completeAndTell(
  choices: { assistant: AssistantChoices; branding: PortalChoices },
  reload: () => Promise<unknown>,
): Promise<Record<string, string> | null> {
  try {
    await completeOnboarding(choices);
    await reload();
    toaster.create({
      type: 'success',
      title: 'Your practice is ready',
      description: 'Your assistant and client portal are set up. You can change them any time.',
    });
    return null;
  } catch (error) {
    toastFailure('Could not finish setup', error, 'Please try again.');
    return serverFieldErrors(error);
  }
}

function Wizard({ onboarding, subdomain }: { onboarding: OnboardingState; subdomain: string }) {
  const navigate = useNavigate();
  const { mutate } = useOnboarding();
  const [step, setStep] = useState(onboarding.currentStep);
  const [answers, setAnswers] = useState<OnboardingAnswers>(onboarding.answers);
  const [assistant, setAssistant] = useState<AssistantChoices>(onboarding.proposal.assistant);
  const [portal, setPortal] = useState<PortalChoices>(onboarding.proposal.branding);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const total = onboarding.totalSteps;
  const current = ONBOARDING_STEPS[step - 1] ?? ONBOARDING_STEPS[0];
  const heading = useStepHeadingFocus(step);

  const moveOn = async (withAnswers: OnboardingAnswers) => {
    setSaving(true);
    const saved = await saveStepAndTell(step, withAnswers);
    if (saved) {
      await mutate(saved, { revalidate: false });
      // The assistant proposal follows the answers until the therapist reaches it.
      if (step < 7) setAssistant(saved.proposal.assistant);
      setStep(Math.min(step + 1, total));
    }
    setSaving(false);
  };

  const finish = async () => {
    const checked = completeOnboardingSchema.safeParse({ assistant, branding: portal });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setSaving(true);
    setErrors({});
    const serverErrors = await completeAndTell({ assistant, branding: portal }, () => mutate());
    if (serverErrors) setErrors(serverErrors);
    else navigate(paths.therapistDashboard);
    setSaving(false);
  };

  return (
    <Card.Root variant="outline" bg="bg.panel" borderRadius="2xl" maxW="3xl" mx="auto">
      <WizardHeader step={step} total={total} title={current.title} headingRef={heading} />
      <Card.Body>
        {step <= 6 && (
          <QuestionStep step={step} answers={answers} onChange={setAnswers} path={onboarding.adaptivePath} />
        )}
        {step === 7 && <AssistantStep value={assistant} onChange={setAssistant} />}
        {step === 8 && (
          <PortalStep
            value={portal}
            onChange={setPortal}
            errors={errors}
            portalAddress={portalAddressOf(subdomain)}
          />
        )}
      </Card.Body>
      <WizardFooter
        step={step}
        total={total}
        saving={saving}
        onBack={() => setStep(step - 1)}
        onSkip={() => void moveOn({})}
        onContinue={() => void moveOn(answers)}
        onFinish={() => void finish()}
      />
    </Card.Root>
  );
}

/** `/therapist-onboarding`: eight short steps that end with a working assistant and portal. */
export default function TherapistOnboardingPage() {
  useDocumentTitle('Set up your practice');
  const { onboarding, isLoading } = useOnboarding();
  const { therapist } = useCurrentTherapist();
  if (isLoading || !therapist) return <FullPageSpinner message="Loading your setup…" />;
  return (
    <TherapistAppShell>
      {onboarding?.isCompleted ? (
        <Card.Root variant="outline" maxW="2xl" mx="auto">
          <Card.Body gap="3">
            <Heading as="h1" size="xl">
              Your practice is set up
            </Heading>
            <Text>
              You finished onboarding. Change your assistant or portal any time in AI Customization.
            </Text>
            <HStack>
              <Button asChild colorPalette="brand">
                <RouterLink to={paths.therapistDashboard}>Go to dashboard</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={paths.aiCustomization}>AI Customization</RouterLink>
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      ) : (
        onboarding && <Wizard onboarding={onboarding} subdomain={therapist.subdomain} />
      )}
    </TherapistAppShell>
  );
}

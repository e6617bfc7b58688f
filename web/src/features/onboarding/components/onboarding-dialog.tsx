import {
  Box,
  Button,
  Dialog,
  Heading,
  HStack,
  IconButton,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeft,
  ArrowRight,
  HeartHandshake,
  MessageCircle,
  MessageCircleQuestionMark,
  NotebookPen,
  Sprout,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { IconBadge } from '#web/components/icon-badge.tsx';
import type { OnboardingTip } from '#web/features/onboarding/onboarding-tips.ts';
import { onboardingTips } from '#web/features/onboarding/onboarding-tips.ts';
import { track } from '#web/lib/analytics.ts';

/** `welcome`: opened by itself for a new member; `guide`: opened from 'How to Use' or help. */
export type OnboardingVariant = 'welcome' | 'guide';

const headings: Record<OnboardingVariant, { title: string; description: string }> = {
  welcome: {
    title: 'Welcome to Mirrorwell',
    description: 'Five gentle tips to help your conversations feel meaningful from the very first one.',
  },
  guide: {
    title: 'How to Have Meaningful Conversations',
    description: 'Five gentle tips for getting the most from your time with your guides.',
  },
};

const tipIcons: Record<OnboardingTip['id'], LucideIcon> = {
  speak: MessageCircle,
  honest: HeartHandshake,
  'follow-up': MessageCircleQuestionMark,
  journal: NotebookPen,
  open: Sprout,
};

interface OnboardingDialogProps {
  open: boolean;
  variant: OnboardingVariant;
  onClose: () => void;
}

function ProgressDots({ current, total }: { current: number; total: number }) {
  return (
    <HStack gap="1.5" aria-hidden="true" data-testid="onboarding-progress">
      {Array.from({ length: total }, (_, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
          key={index}
          h="2"
          w={index === current ? '6' : '2'}
          borderRadius="full"
          bg={index <= current ? 'brand.solid' : 'border.emphasized'}
          opacity={index < current ? 0.45 : 1}
          transition="width 0.2s ease, background-color 0.2s ease"
          data-active={index === current ? '' : undefined}
        />
      ))}
    </HStack>
  );
}

function TipView({ tip }: { tip: OnboardingTip }) {
  const Icon = tipIcons[tip.id];
  return (
    <Stack gap="4">
      <HStack gap="3" align="flex-start">
        <IconBadge icon={Icon} size={22} />
        <Stack gap="0.5">
          <Heading as="h3" fontSize="xl" lineHeight="short">
            {tip.title}
          </Heading>
          <Text color="fg.muted" fontSize="md">
            {tip.description}
          </Text>
        </Stack>
      </HStack>
      <Text fontSize="md" lineHeight="tall">
        {tip.body}
      </Text>
      <Stack gap="2" as="figure" m="0">
        <Text as="figcaption" fontSize="sm" fontWeight="semibold" color="fg.muted">
          You might say
        </Text>
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
          {tip.examples.map((example) => (
            <Box
              as="li"
              key={example}
              bg="bg.subtle"
              borderRadius="lg"
              borderInlineStartWidth="3px"
              borderInlineStartColor="brand.solid"
              px="3"
              py="2"
              fontSize="sm"
              fontStyle="italic"
            >
              “{example}”
            </Box>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** The five onboarding tips, one at a time, with progress dots and Previous / Next. */
export default function OnboardingDialog({ open, variant, onClose }: OnboardingDialogProps) {
  const [index, setIndex] = useState(0);
  const nextButton = useRef<HTMLButtonElement>(null);
  const total = onboardingTips.length;
  const tip = onboardingTips[index] ?? (onboardingTips[0] as OnboardingTip);
  const isFirst = index === 0;
  const isLast = index === total - 1;
  const heading = headings[variant];

  // Each opening starts from the first tip.
  useEffect(() => {
    if (open) setIndex(0);
  }, [open]);

  function showNext() {
    track('onboarding_tip_next', { tip: index + 1 });
    setIndex((current) => Math.min(total - 1, current + 1));
  }

  function showPrevious() {
    track('onboarding_tip_previous', { tip: index + 1 });
    // Previous turns disabled on the first tip: keep the keyboard focus in the dialog.
    if (index === 1) requestAnimationFrame(() => nextButton.current?.focus());
    setIndex((current) => Math.max(0, current - 1));
  }

  function finish() {
    track('onboarding_complete', {});
    onClose();
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
      size="md"
      initialFocusEl={() => nextButton.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', sm: '4' }}>
          <Dialog.Content
            borderRadius="2xl"
            maxH={{ base: 'calc(100dvh - 1.5rem)', sm: 'calc(100dvh - 4rem)' }}
            data-testid="onboarding-dialog"
          >
            <Dialog.Header flexDirection="column" gap="1.5" pe="14">
              <Dialog.Title asChild>
                <Heading as="h2" fontSize={{ base: 'xl', sm: '2xl' }}>
                  {heading.title}
                </Heading>
              </Dialog.Title>
              <Dialog.Description fontSize="sm">{heading.description}</Dialog.Description>
            </Dialog.Header>
            {/* Focusable so a keyboard can scroll a long tip on a small screen. */}
            <Dialog.Body tabIndex={0} focusVisibleRing="inside">
              <Stack gap="5">
                <HStack justify="space-between" gap="3">
                  <ProgressDots current={index} total={total} />
                  <Text
                    fontSize="sm"
                    color="fg.muted"
                    fontWeight="medium"
                    aria-live="polite"
                    aria-atomic="true"
                  >
                    Tip {index + 1} of {total}
                    <VisuallyHidden>: {tip.title}</VisuallyHidden>
                  </Text>
                </HStack>
                <TipView tip={tip} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between" borderTopWidth="1px" borderColor="border" pt="4">
              <Button variant="ghost" colorPalette="gray" onClick={showPrevious} disabled={isFirst}>
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
              <Button ref={nextButton} onClick={isLast ? finish : showNext}>
                {isLast ? (
                  'Start Your Journey'
                ) : (
                  <>
                    Next
                    <ArrowRight aria-hidden="true" />
                  </>
                )}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <IconButton variant="ghost" colorPalette="gray" size="sm" aria-label="Close">
                <X aria-hidden="true" />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

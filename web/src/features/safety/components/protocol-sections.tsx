import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  bareAddress,
  CHECK_IN_QUESTIONS,
  CRISIS_RESOURCES_BY_REGION,
  howToReach,
  quietLineOf,
} from '#shared/domain/crisis-resources.ts';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import { emergencyNumbersInWords } from '#web/features/safety/model/crisis-lines.ts';
import { SafetySection, SubHeading } from './safety-section';

/** The words of the check-in question, as the guide asks it. */
export const CHECK_IN_QUESTION = CHECK_IN_QUESTIONS.suicide;

function BulletList({ children }: { children: ReactNode }) {
  return (
    <Stack as="ul" gap="2" ps="5" listStyleType="disc">
      {children}
    </Stack>
  );
}

function Point({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li>
      <Text as="strong" fontWeight="semibold">
        {title}
      </Text>{' '}
      {children}
    </li>
  );
}

export function WhatWeScreenSection() {
  return (
    <SafetySection id="what-we-screen" title="What we screen">
      <Text>
        Every message a person sends in Mirrorwell is screened for signs of risk of suicide, self-harm or harm
        to others, before the guide writes any reply. That includes members, visitors trying Mirrorwell before
        they sign up, and the clients of therapists who offer Mirrorwell in their practice.
      </Text>
      <Text>
        The screen looks for risk to the person writing, and for worry about someone else, such as a friend
        who has talked about ending their life.
      </Text>
    </SafetySection>
  );
}

export function HowWeScreenSection() {
  return (
    <SafetySection id="how-we-screen" title="How the screen works">
      <Text>Several checks read each message, one after another:</Text>
      <BulletList>
        <Point title="Word rules.">
          Written rules for words and phrases that can signal risk. A person can read every one of them. They
          also know common sayings, such as “this exam is killing me”, so everyday speech is not mistaken for
          danger.
        </Point>
        <Point title="A small learned classifier.">
          A statistical model, trained on labelled examples, that runs inside our own servers with no network
          connection. Your message is not sent anywhere else for this check. A long message is also read a
          couple of sentences at a time, so a worrying line in a long journal entry is not lost among the
          rest.
        </Point>
        <Point title="The conversation so far.">
          Risk can build over several messages that each seem mild on their own, so the screen also reads the
          last few messages of the conversation.
        </Point>
        <Point title="Your answer to a check-in.">
          When the guide has just asked whether you are safe, your reply is read as an answer to that
          question. A short “yes” or “sometimes” is taken seriously. A “no” is an answer too: the guide does
          not ask again what you have just answered, though the rest of what you write is still read.
        </Point>
        <Point title="A second reading by the AI model.">
          When Mirrorwell is set up with an AI model, a check-in that came from the classifier alone, with no
          word rule of clear risk, is read again by the model, with the last few messages, before anything is
          shown. The model answers the screening questions of the Columbia Suicide Severity Rating Scale
          (C-SSRS): a wish to be dead, thoughts of killing oneself, a method, intent, a plan, and anything
          done or prepared, and whether anyone else is at risk of harm. From its answers, the check-in may be
          lowered to a note or to nothing, or raised to the crisis reply. The model never sees, and so never
          lowers, the crisis reply a word rule has chosen; if it fails, takes too long or answers in a way we
          cannot read, the screen’s own grade stands. Only these middle cases are read again.
        </Point>
      </BulletList>
      <Text>
        The screen gives each message one of five grades, from no risk found to a plan, a means or a time. The
        next section shows what you see at each.
      </Text>
    </SafetySection>
  );
}

export function WhatYouSeeSection() {
  const us = CRISIS_RESOURCES_BY_REGION.US;
  const quietLine = quietLineOf(us);
  const directory = CRISIS_RESOURCES_BY_REGION.international.helpline;
  return (
    <SafetySection id="what-you-see" title="What you see">
      <Text>
        What you see follows the screen’s grade. There are five grades; most messages get the first.
      </Text>
      <SubHeading>No risk found</SubHeading>
      <Text>The guide answers as usual.</Text>
      <SubHeading>Possible risk: a note</SubHeading>
      <Text>
        The guide answers as usual, and a quiet line sits beside its reply, not inside it, such as “
        {quietLine.text} · How we keep you safe” {us.where}. A note does not interrupt you and asks nothing of
        you: the conversation simply carries on. When the guide is an AI model, it is told that the screen
        read a possible risk, so it may gently ask how you are, where that fits.
      </Text>
      <SubHeading>Probable risk: a check-in</SubHeading>
      <Text>
        The guide’s reply is replaced by a warm, direct question, such as “{CHECK_IN_QUESTION}”, with the
        crisis resources beside it. Asking directly does not put the idea in anyone’s head; it shows that
        someone is paying attention. Your next message is read as your answer, and you can answer however
        feels true.
      </Text>
      <SubHeading>Clear risk: the crisis reply</SubHeading>
      <Text>
        The reply is replaced by a calm message with crisis resources at once, such as{' '}
        {howToReach(us.helpline)} {us.where}. The AI does not answer that message at all: at that moment, a
        person at a crisis line can help you far better than an AI can.
      </Text>
      <SubHeading>A plan, a means or a time: the crisis reply, emergency number first</SubHeading>
      <Text>
        When what you write mentions a plan, the means to act or a time, you get the same crisis reply, but it
        starts with your local emergency number, such as {us.emergency.label} {us.where}, because the danger
        may be now.
      </Text>
      <SubHeading>Where the words come from</SubHeading>
      <Text>
        The check-in question and the crisis reply were written in advance by people. Every other reply comes
        from an AI. Crisis resources appear only where the screen’s grade puts them: Mirrorwell’s built-in
        guide, which answers when no AI model is set up, never adds crisis lines of its own.
      </Text>
      <Text>
        If you write about someone else being in danger, the reply is about how to help them, and the crisis
        lines help people who are worried about someone too.
      </Text>
      <SubHeading>Crisis lines follow your country</SubHeading>
      <Text>
        The resources you see are the ones for the country your connection comes from, as our hosting network
        reports it; we do not ask where you are. They are the lines listed at the top of this page. Where your
        country has no line listed, or we cannot tell the country, you see {directory.name} (
        {bareAddress(directory.url)}) and your local emergency number.
      </Text>
      <SubHeading>If you talk with Mirrorwell through your therapist</SubHeading>
      <Text>
        After the crisis resources, you also see your therapist’s own instructions for emergencies, labelled
        as theirs, when they have written them.
      </Text>
      <Text>
        When a message gets a check-in or the crisis reply, your therapist sees that the conversation was
        flagged, how serious the screen judged it to be, and a short, readable reason, such as “Mentions of
        hopelessness about living”. A note is never flagged: your therapist sees only how many notes a
        conversation had. They never see the words of your conversation, unless you choose to share it with
        them. You can stop sharing at any time.
      </Text>
    </SafetySection>
  );
}

export function TalkingWithAnAiSection() {
  return (
    <SafetySection id="talking-with-an-ai" title="You are talking with an AI">
      <Text>
        Replies in Mirrorwell come from an AI, not a person. The guide says so at the start of every
        conversation, again every 3 hours in a long conversation, when you come back after 7 days or more
        away, and whenever you ask whether you are talking to a person.
      </Text>
      <Text>It never calls itself a therapist, a counsellor or a doctor.</Text>
      <Box>
        <Disclaimer compact />
      </Box>
    </SafetySection>
  );
}

export function LimitsSection() {
  return (
    <SafetySection id="limits" title="What the screen cannot do">
      <BulletList>
        <Point title="It is not an emergency service.">
          Nobody at Mirrorwell watches conversations as they happen, and we cannot call anyone or send help to
          where you are.
        </Point>
        <Point title="It can miss things.">
          People describe pain in countless ways, and no screen understands all of them. The figures above
          show how often it missed.
        </Point>
        <Point title="It can flag things that are fine.">
          A note beside an ordinary answer asks nothing of you. If it checks in when you are all right, you
          can simply say so and carry on.
        </Point>
      </BulletList>
      <Text fontWeight="semibold">
        If you are in danger, or someone else is, call emergency services now: {emergencyNumbersInWords()}, or
        your local emergency number.
      </Text>
    </SafetySection>
  );
}

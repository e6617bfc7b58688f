import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CHECK_IN_QUESTIONS, CRISIS_RESOURCES } from '#shared/domain/crisis-resources.ts';
import { Disclaimer } from '#web/components/disclaimer.tsx';
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
        to others, before any AI model sees it. That includes members, visitors trying Mirrorwell before they
        sign up, and the clients of therapists who offer Mirrorwell in their practice.
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
        <Point title="A further model check.">
          When Mirrorwell is set up with an AI model, the model also reads the message in a short, separate
          safety check before any reply is written.
        </Point>
      </BulletList>
    </SafetySection>
  );
}

export function WhatYouSeeSection() {
  const { suicideAndCrisisLifeline: lifeline } = CRISIS_RESOURCES;
  return (
    <SafetySection id="what-you-see" title="What you see">
      <Text>The screen grades what it finds. There are three outcomes.</Text>
      <SubHeading>If nothing suggests risk</SubHeading>
      <Text>The conversation carries on as usual.</Text>
      <SubHeading>If something might mean you are at risk</SubHeading>
      <Text>
        The guide checks in with you. It asks a warm, direct question, such as “{CHECK_IN_QUESTION}”, with the
        crisis resources beside it. Asking directly does not put the idea in anyone’s head; it shows that
        someone is paying attention. You can answer however feels true.
      </Text>
      <SubHeading>If what you write shows clear risk</SubHeading>
      <Text>
        You get a calm reply with crisis resources at once, such as calling or texting {lifeline.call} in the
        US. This reply was written in advance by people; the AI does not answer that message at all. At that
        moment, a person at a crisis line can help you far better than an AI can.
      </Text>
      <Text>
        If you write about someone else being in danger, the reply is about how to help them, and the services
        above help people who are worried about someone too.
      </Text>
      <SubHeading>If you talk with Mirrorwell through your therapist</SubHeading>
      <Text>
        Alongside the crisis resources, you also see your therapist’s own instructions for emergencies, when
        they have written them.
      </Text>
      <Text>
        Your therapist sees that a conversation was flagged, how serious the screen judged it to be, and a
        short, readable reason, such as “Mentions of hopelessness about living”. They never see the words of
        your conversation, unless you choose to share it with them. You can stop sharing at any time.
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
  const emergencyNumbers = CRISIS_RESOURCES.emergencyNumbers
    .map((emergency) => `${emergency.number} in the ${emergency.region}`)
    .join(', ');
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
          If it checks in when you are all right, you can simply say so and carry on.
        </Point>
      </BulletList>
      <Text fontWeight="semibold">
        If you are in danger, or someone else is, call emergency services now: {emergencyNumbers}, or your
        local emergency number.
      </Text>
    </SafetySection>
  );
}

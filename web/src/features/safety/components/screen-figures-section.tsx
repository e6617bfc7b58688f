import { Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { SCREEN_FIGURES, SCREEN_GOALS, type ScreenFigures } from '#shared/safety/screen-figures.ts';
import {
  formatGoal,
  formatMilliseconds,
  nameSets,
  percentsBySet,
  type ScreenFiguresSummary,
  setsWithRisk,
  summarizeScreenFigures,
} from '#web/features/safety/model/screen-figures-summary.ts';
import { SafetySection, SubHeading } from './safety-section';

const kindLabels = {
  suicide: 'Suicide',
  'self-harm': 'Self-harm',
  'harm-to-others': 'Harm to others',
} as const;

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box takes keyboard focus (so it
 * can be scrolled without a mouse) and is named by the table's caption.
 */
function ScrollableTable({
  caption,
  testId,
  children,
}: {
  caption: string;
  testId: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <Table.ScrollArea
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      focusRing="outside"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
    >
      <Table.Root size="sm" data-testid={testId} css={{ '& thead th': { whiteSpace: 'normal' } }}>
        <Table.Caption id={captionId} captionSide="top" textAlign="start" color="fg.muted" py="2" px="3">
          {caption}
        </Table.Caption>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

function SetsTable({ summary }: { summary: ScreenFiguresSummary }) {
  return (
    <ScrollableTable caption="How the screen did on each held-out set" testId="screen-figures-table">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Set</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Risky messages that got help (recall)</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Harmless messages given a check-in</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Harmless messages given the crisis reply</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {summary.sets.map((set) => (
          <Table.Row key={set.id}>
            <Table.ColumnHeader scope="row" fontWeight="medium">
              {set.description}
            </Table.ColumnHeader>
            <Table.Cell>{set.recall?.text ?? 'No risky messages in this set'}</Table.Cell>
            <Table.Cell>{set.benignCheckIn.text}</Table.Cell>
            <Table.Cell>{set.benignCrisis.text}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollableTable>
  );
}

function KindsTable({ summary }: { summary: ScreenFiguresSummary }) {
  return (
    <ScrollableTable caption="Risky messages that got help, by kind of risk" testId="screen-figures-by-kind">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Set</Table.ColumnHeader>
          {Object.values(kindLabels).map((label) => (
            <Table.ColumnHeader key={label} scope="col">
              {label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {setsWithRisk(summary.sets).map((set) => (
          <Table.Row key={set.id}>
            <Table.ColumnHeader scope="row" fontWeight="medium">
              Set {set.id}
            </Table.ColumnHeader>
            {Object.keys(kindLabels).map((kind) => (
              <Table.Cell key={kind}>{set.byKind[kind as keyof typeof kindLabels].text}</Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </ScrollableTable>
  );
}

function RecallGoal({ summary }: { summary: ScreenFiguresSummary }) {
  const goal = formatGoal(SCREEN_GOALS.riskyGotResources);
  const short = summary.setsShortOfRecallGoal;
  if (short.length === 0) {
    return (
      <Text data-testid="recall-goal">
        Our goal is that at least {goal} of risky messages get help. The screen met it on every set above.
      </Text>
    );
  }
  const missed = short.reduce((sum, set) => sum + (set.recall ? set.recall.total - set.recall.count : 0), 0);
  const risky = short.reduce((sum, set) => sum + (set.recall?.total ?? 0), 0);
  return (
    <Text data-testid="recall-goal">
      Our goal is that at least {goal} of risky messages get help.{' '}
      <Text as="strong" fontWeight="semibold">
        The screen falls short of that today
      </Text>
      : it offered help for {percentsBySet(short, (set) => set.recall)}, and missed {missed} of the {risky}{' '}
      risky messages in {nameSets(short)}. Please do not count on it to notice that you are struggling. If you
      are, say so plainly, or reach out to one of the services above.
    </Text>
  );
}

function CrisisGoal({ summary }: { summary: ScreenFiguresSummary }) {
  const goal = formatGoal(SCREEN_GOALS.benignCrisis);
  const over = summary.setsOverCrisisGoal;
  if (over.length === 0) {
    return (
      <Text data-testid="crisis-goal">
        We also aim to give the crisis reply to no more than {goal} of harmless messages, and the screen met
        that on every set.
      </Text>
    );
  }
  return (
    <Text data-testid="crisis-goal">
      We also aim to give the crisis reply to no more than {goal} of harmless messages.{' '}
      <Text as="strong" fontWeight="semibold">
        It went over that
      </Text>
      : {percentsBySet(over, (set) => set.benignCrisis)} of harmless messages got the crisis reply instead of
      an answer.
    </Text>
  );
}

function CheckInGoal({ summary }: { summary: ScreenFiguresSummary }) {
  const goal = formatGoal(SCREEN_GOALS.benignCheckIn);
  const over = summary.setsOverCheckInGoal;
  if (over.length === 0) {
    return (
      <Text data-testid="check-in-goal">
        And we aim to ask a check-in question of no more than {goal} of harmless messages; the screen met that
        on every set.
      </Text>
    );
  }
  return (
    <Text data-testid="check-in-goal">
      And we aim to ask a check-in question of no more than {goal} of harmless messages.{' '}
      <Text as="strong" fontWeight="semibold">
        It asks more often than that today
      </Text>
      : {percentsBySet(over, (set) => set.benignCheckIn)} of harmless messages got a check-in. We chose to ask
      too often rather than miss someone; if it asks you and you are fine, a plain &ldquo;no&rdquo; is enough.
    </Text>
  );
}

/** The measured recall and false alarms on held-out sets, read from the figures file, never typed in. */
export function ScreenFiguresSection({ figures = SCREEN_FIGURES }: { figures?: ScreenFigures }) {
  const summary = summarizeScreenFigures(figures);
  return (
    <SafetySection id="screen-figures" title="How well the screen works">
      <Text>
        We test the screen on held-out sets: messages written by people who had never seen our rules, and that
        we never used to write, train or adjust any part of the screen. So the figures show how it does on
        wording nobody fitted it to.
      </Text>
      <Text data-testid="screen-figures-measured">
        Measured on <time dateTime={figures.measuredAt}>{summary.measuredOn}</time>. What was measured:{' '}
        {summary.screen}.
      </Text>
      <Stack as="dl" gap="2">
        <Text as="dt" fontWeight="semibold">
          Recall
        </Text>
        <Text as="dd" ms="0">
          Out of the messages that really do show risk, the share that got help: a check-in or crisis
          resources. Higher is better.
        </Text>
        <Text as="dt" fontWeight="semibold">
          False alarm
        </Text>
        <Text as="dd" ms="0">
          A harmless message that got a check-in or the crisis reply anyway. Fewer is better, but a missed
          risk matters more than a gentle question asked of someone who is fine.
        </Text>
      </Stack>
      <SetsTable summary={summary} />
      <KindsTable summary={summary} />
      <SubHeading>
        {summary.setsShortOfRecallGoal.length +
          summary.setsOverCrisisGoal.length +
          summary.setsOverCheckInGoal.length >
          0 || !summary.timing.meetsGoal
          ? 'Our goals, and where we fall short'
          : 'Our goals'}
      </SubHeading>
      <RecallGoal summary={summary} />
      <CrisisGoal summary={summary} />
      <CheckInGoal summary={summary} />
      <Text>
        Screening one message took {summary.timing.p50} for a typical message and {summary.timing.p99} for the
        slowest 1 in 100 (goal: under {formatMilliseconds(SCREEN_GOALS.p50Ms)} and{' '}
        {formatMilliseconds(SCREEN_GOALS.p99Ms)}
        {summary.timing.meetsGoal ? ', met' : ', not met yet'}).
      </Text>
    </SafetySection>
  );
}

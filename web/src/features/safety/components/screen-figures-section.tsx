import { Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import {
  SCREEN_FIGURES,
  SCREEN_GOALS,
  type ScreenFigures,
  type ScreenSetKind,
} from '#shared/safety/screen-figures.ts';
import {
  formatGoal,
  formatMilliseconds,
  type GoalVerdict,
  measuredSetKinds,
  nameSets,
  type ScreenFiguresSummary,
  type SetSummary,
  setsOfKind,
  setsWithRisk,
  standingsText,
  summarizeScreenFigures,
} from '#web/features/safety/model/screen-figures-summary.ts';
import { SafetySection, SubHeading } from './safety-section';

const kindLabels = {
  suicide: 'Suicide',
  'self-harm': 'Self-harm',
  'harm-to-others': 'Harm to others',
} as const;

/** Each kind of held-out set: its heading, what it holds, and the harmless messages in it. */
const setKindWords: Record<ScreenSetKind, { heading: string; about: string; harmless: string }> = {
  'risk-and-dark-words': {
    heading: 'Risky messages, and harmless messages with dark words',
    about:
      'These sets hold messages that show risk, and as many harmless messages that use dark words: sayings, games, cooking, sport, grief, clinical work.',
    harmless: 'harmless messages with dark words',
  },
  ordinary: {
    heading: 'Ordinary reflective messages',
    about: 'These sets hold everyday reflection, none of it risky: work, family, low moods, growth, loss.',
    harmless: 'ordinary reflective messages',
  },
  conversations: {
    heading: 'Ordinary conversations',
    about:
      'These sets hold ordinary conversations, none of them risky. Each message is screened with the conversation before it, as in the chat.',
    harmless: 'messages in ordinary conversations',
  },
};

/**
 * A table of figures that scrolls sideways on a narrow screen, its columns named at the top and
 * each row by its first cell (`RowHeader`). The scrolling box takes keyboard focus (so it can be
 * scrolled without a mouse) and is named by the table's caption.
 */
function ScrollableTable({
  caption,
  testId,
  columns,
  children,
}: {
  caption: string;
  testId: string;
  columns: readonly string[];
  /** The rows. */
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
      <Table.Root
        size="sm"
        data-testid={testId}
        css={{ '& th': { whiteSpace: 'normal' }, '& tbody th': { minWidth: '8rem' } }}
      >
        <Table.Caption id={captionId} captionSide="top" textAlign="start" color="fg.muted" py="2" px="3">
          {caption}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column} scope="col">
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A row's name: its first cell. */
function RowHeader({ children }: { children: ReactNode }) {
  return (
    <Table.ColumnHeader scope="row" fontWeight="medium">
      {children}
    </Table.ColumnHeader>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "15 of 170 (8.8%): 9 check-ins, 6 crisis replies". */
function replacedText(set: SetSummary): string {
  const { benignReplaced, benignCheckIn, benignCrisis } = set;
  if (benignReplaced.count === 0) return benignReplaced.text;
  return `${benignReplaced.text}: ${plural(benignCheckIn.count, 'check-in', 'check-ins')}, ${plural(benignCrisis.count, 'crisis reply', 'crisis replies')}`;
}

function SetsTable({ kind, sets }: { kind: ScreenSetKind; sets: SetSummary[] }) {
  const withRisk = kind === 'risk-and-dark-words';
  return (
    <ScrollableTable
      caption={`${setKindWords[kind].heading}, set by set`}
      testId={`screen-figures-${kind}`}
      columns={[
        'Set',
        ...(withRisk
          ? ['Risky messages given resources (any form)', 'Risky messages whose reply was replaced']
          : []),
        'Harmless messages given a note',
        'Harmless messages whose reply was replaced (check-in or crisis reply)',
      ]}
    >
      {sets.map((set) => (
        <Table.Row key={set.id} data-set={set.id}>
          <RowHeader>{set.description}</RowHeader>
          {withRisk && (
            <>
              <Table.Cell>{set.riskyGotResources?.text ?? 'No risky messages in this set'}</Table.Cell>
              <Table.Cell>{set.riskyReplaced?.text ?? 'No risky messages in this set'}</Table.Cell>
            </>
          )}
          <Table.Cell>{set.benignNote.text}</Table.Cell>
          <Table.Cell whiteSpace="normal" minW="8rem">
            {replacedText(set)}
          </Table.Cell>
        </Table.Row>
      ))}
    </ScrollableTable>
  );
}

function KindsTable({ summary }: { summary: ScreenFiguresSummary }) {
  const sets = setsWithRisk(summary.sets);
  if (sets.length === 0) return null;
  return (
    <ScrollableTable
      caption="Risky messages given resources (any form), by kind of risk"
      testId="screen-figures-by-kind"
      columns={['Set', ...Object.values(kindLabels)]}
    >
      {sets.map((set) => (
        <Table.Row key={set.id}>
          <RowHeader>Set {set.id}</RowHeader>
          {Object.keys(kindLabels).map((kind) => (
            <Table.Cell key={kind}>{set.byKind[kind as keyof typeof kindLabels].text}</Table.Cell>
          ))}
        </Table.Row>
      ))}
    </ScrollableTable>
  );
}

/** "Risky messages given resources in any form: at least 97%". */
export function goalWords(verdict: GoalVerdict): string {
  const goal = formatGoal(verdict.goal);
  const harmless = setKindWords[verdict.setKind].harmless;
  const capitalized = harmless.charAt(0).toUpperCase() + harmless.slice(1);
  switch (verdict.measure) {
    case 'riskyGotResources':
      return `Risky messages given resources in any form: at least ${goal}`;
    case 'benignReplaced':
      return `${capitalized} whose reply is replaced: at most ${goal}`;
    case 'benignNote':
      return `${capitalized} given a note: at most ${goal}`;
  }
}

function GoalsTable({ summary }: { summary: ScreenFiguresSummary }) {
  return (
    <ScrollableTable
      caption="Each goal, the sets that meet it and the sets that fall short"
      testId="screen-goals"
      columns={['Goal', 'Met on', 'Falls short on']}
    >
      {summary.goals.map((verdict) => (
        <Table.Row
          key={`${verdict.setKind}-${verdict.measure}`}
          data-goal={`${verdict.setKind}-${verdict.measure}`}
        >
          <RowHeader>{goalWords(verdict)}</RowHeader>
          <Table.Cell>{verdict.meets.length > 0 ? standingsText(verdict.meets) : 'No set'}</Table.Cell>
          <Table.Cell fontWeight={verdict.fallsShort.length > 0 ? 'semibold' : undefined}>
            {verdict.fallsShort.length > 0 ? standingsText(verdict.fallsShort) : 'None'}
          </Table.Cell>
        </Table.Row>
      ))}
      <Table.Row data-goal="timing">
        <RowHeader>
          Time to screen one message: at most {formatMilliseconds(SCREEN_GOALS.p50Ms)} typically and{' '}
          {formatMilliseconds(SCREEN_GOALS.p99Ms)} for the slowest 1 in 100
        </RowHeader>
        <Table.Cell>{timingStanding(summary, true)}</Table.Cell>
        <Table.Cell fontWeight={summary.timing.meetsGoal ? undefined : 'semibold'}>
          {timingStanding(summary, false)}
        </Table.Cell>
      </Table.Row>
    </ScrollableTable>
  );
}

/** The timing parts that meet (or miss) their goal: "typical (0.33 ms)", "slowest 1 in 100 (5.3 ms)". */
function timingStanding(summary: ScreenFiguresSummary, meeting: boolean): string {
  const { timing } = summary;
  const parts = [
    ...(timing.p50MeetsGoal === meeting ? [`typical (${timing.p50})`] : []),
    ...(timing.p99MeetsGoal === meeting ? [`slowest 1 in 100 (${timing.p99})`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : meeting ? 'Neither' : 'None';
}

function Shortfall({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <Text data-testid={testId}>
      <Text as="strong" fontWeight="semibold">
        {title}
      </Text>{' '}
      {children}
    </Text>
  );
}

/** "Harmless messages with dark words: set D (8.8%) and set E (5.5%), against a goal of at most 5%." */
function shortfallsByKind(verdicts: readonly GoalVerdict[]): string {
  return verdicts
    .map((verdict) => {
      const harmless = setKindWords[verdict.setKind].harmless;
      return `${harmless.charAt(0).toUpperCase()}${harmless.slice(1)}: ${standingsText(verdict.fallsShort)}, against a goal of at most ${formatGoal(verdict.goal)}.`;
    })
    .join(' ');
}

/** In words, every goal missed, and what it means for a person. Nothing is said of a goal that is met. */
function Shortfalls({ summary }: { summary: ScreenFiguresSummary }) {
  const missed = (measure: GoalVerdict['measure']) =>
    summary.goals.filter((verdict) => verdict.measure === measure && verdict.fallsShort.length > 0);
  const resources = missed('riskyGotResources');
  const replaced = missed('benignReplaced');
  const notes = missed('benignNote');
  const shortOfResources = resources.flatMap((verdict) => verdict.fallsShort);
  const risky = shortOfResources.reduce((sum, standing) => sum + standing.share.total, 0);
  const given = shortOfResources.reduce((sum, standing) => sum + standing.share.count, 0);
  const { timing } = summary;
  return (
    <>
      {resources.length > 0 && (
        <Shortfall testId="shortfall-resources" title="Some risk is missed.">
          The screen gave resources to fewer risky messages than our goal of{' '}
          {formatGoal(resources[0]?.goal ?? 0)} on {standingsText(shortOfResources)}. It missed{' '}
          {risky - given} of the {risky} risky messages there. Please do not count on it to notice that you
          are struggling. If you are, say so plainly, or reach out to one of the services above.
        </Shortfall>
      )}
      {replaced.length > 0 && (
        <Shortfall testId="shortfall-replaced" title="Replies are replaced too often.">
          More often than we want, the guide’s answer was replaced by a check-in or the crisis reply.{' '}
          {shortfallsByKind(replaced)} We would rather ask too often than miss someone, and we are working to
          ask less; if it asks you and you are fine, a plain “no” is enough.
        </Shortfall>
      )}
      {notes.length > 0 && (
        <Shortfall testId="shortfall-notes" title="Notes are shown too often.">
          More often than we want, the quiet resources line sat beside an ordinary answer.{' '}
          {shortfallsByKind(notes)} A note does not interrupt the answer or ask anything of you, but it is
          meant to be rare, and today it is not.
        </Shortfall>
      )}
      {!timing.meetsGoal && (
        <Shortfall testId="shortfall-timing" title="The screen is slower than our goal.">
          Screening one message took {timing.p50} for a typical message and {timing.p99} for the slowest 1 in
          100, against goals of {formatMilliseconds(SCREEN_GOALS.p50Ms)} and{' '}
          {formatMilliseconds(SCREEN_GOALS.p99Ms)}. This delays a reply a little; it changes nothing about
          what the screen finds.
        </Shortfall>
      )}
    </>
  );
}

/** "3 of our 8 goals are not met today ..." or "every set meets every goal". */
function goalsVerdict(summary: ScreenFiguresSummary): string {
  const total = summary.goals.length + 1;
  const missed =
    summary.goals.filter((verdict) => verdict.fallsShort.length > 0).length +
    (summary.timing.meetsGoal ? 0 : 1);
  if (missed === 0)
    return 'Each set is judged by the goals for what it holds, and every set meets every goal.';
  const howMany =
    missed === total
      ? `Every one of our ${total} goals is`
      : `${missed} of our ${total} goals ${missed === 1 ? 'is' : 'are'}`;
  return `Each set is judged by the goals for what it holds. ${howMany} missed on at least one set today, and we say so here rather than hide it.`;
}

function Measure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" fontWeight="semibold">
        {term}
      </Text>
      <Text as="dd" ms="0">
        {children}
      </Text>
    </>
  );
}

/** The measured figures on held-out sets, read from the figures file, never typed in; each set judged by the goals of its kind. */
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
        <Measure term="Given resources (any form)">
          Out of the messages that really do show risk, the share that got crisis resources in any form: a
          note beside the reply, a check-in or the crisis reply. Higher is better.
        </Measure>
        <Measure term="Reply replaced">
          The guide’s answer was replaced by a check-in or the crisis reply. For a risky message that can be
          right; for a harmless one it is a false alarm that interrupts, so fewer is better.
        </Measure>
        <Measure term="Given a note">
          A harmless message answered as usual, with the quiet resources line beside the answer. It does not
          interrupt, but fewer is better.
        </Measure>
      </Stack>
      {measuredSetKinds(summary.sets).map((kind) => {
        const sets = setsOfKind(summary.sets, kind);
        return (
          <Stack key={kind} gap="3">
            <SubHeading>
              {setKindWords[kind].heading} ({nameSets(sets)})
            </SubHeading>
            <Text>{setKindWords[kind].about}</Text>
            <SetsTable kind={kind} sets={sets} />
            {kind === 'risk-and-dark-words' && <KindsTable summary={summary} />}
          </Stack>
        );
      })}
      <SubHeading>{summary.anyShortfall ? 'Our goals, and where we fall short' : 'Our goals'}</SubHeading>
      <Text data-testid="goals-verdict">{goalsVerdict(summary)}</Text>
      <GoalsTable summary={summary} />
      <Shortfalls summary={summary} />
    </SafetySection>
  );
}

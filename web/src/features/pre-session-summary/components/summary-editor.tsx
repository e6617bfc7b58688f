import { Alert, Button, Checkbox, Field, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import {
  SUMMARY_PART_MAX,
  SUMMARY_SECTIONS,
  type SummaryDraft,
  type SummarySection,
  summaryMessages,
  summarySectionTitles,
} from '#shared/api/schemas/pre-session-summary.ts';
import { shareSummary } from '#web/features/pre-session-summary/api/pre-session-summary-api.ts';
import { periodOf } from '#web/features/pre-session-summary/model/summary-words.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';

interface EditedPart {
  key: string;
  section: SummarySection;
  text: string;
  /** The screen marked it a hard moment: the client must choose to keep it. */
  hardMoment: boolean;
  keep: boolean;
}

function PartEditor({
  part,
  label,
  onChange,
  onRemove,
}: {
  part: EditedPart;
  label: string;
  onChange: (change: Partial<EditedPart>) => void;
  onRemove: () => void;
}) {
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      borderColor={part.hardMoment ? 'orange.emphasized' : 'border'}
    >
      {part.hardMoment && (
        <Checkbox.Root
          checked={part.keep}
          onCheckedChange={(details) => onChange({ keep: details.checked === true })}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{summaryMessages.hardMoment}</Checkbox.Label>
        </Checkbox.Root>
      )}
      <Field.Root>
        <Field.Label srOnly>{label}</Field.Label>
        <Textarea
          value={part.text}
          maxLength={SUMMARY_PART_MAX}
          autoresize
          onChange={(event) => onChange({ text: event.target.value })}
          aria-label={label}
        />
      </Field.Root>
      <Button size="xs" variant="ghost" alignSelf="end" onClick={onRemove} aria-label={`Remove ${label}`}>
        Remove
      </Button>
    </Stack>
  );
}

function editedPartsOf(draft: SummaryDraft): EditedPart[] {
  return draft.parts.map((part) => ({
    key: part.id,
    section: part.section,
    text: part.text,
    hardMoment: part.hardMoment,
    keep: false,
  }));
}

/** What is shared: the chosen parts, a kept hard moment said to be kept on purpose. */
function sharedSummaryOf(draft: SummaryDraft, chosen: EditedPart[]) {
  return {
    periodStart: draft.periodStart,
    periodEnd: draft.periodEnd,
    parts: chosen.map((part) => ({
      section: part.section,
      text: part.text,
      ...(part.keep ? { keepHardMoment: true } : {}),
    })),
  };
}

/** The keys of the chosen parts the server's screen refused (its field errors name `parts.<i>`). */
function flaggedKeysOf(error: unknown, chosen: EditedPart[]): string[] {
  return Object.keys(serverFieldErrors(error))
    .map((field) => chosen[Number(field.split('.')[1])]?.key)
    .filter((key): key is string => Boolean(key));
}

/** One section: its parts, each in its own editor, and a button for a line of the client's own. */
function SectionEditor({
  section,
  parts,
  onChange,
  onRemove,
  onAdd,
}: {
  section: SummarySection;
  parts: EditedPart[];
  onChange: (key: string, update: Partial<EditedPart>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}) {
  return (
    <Stack gap="2" as="section" aria-label={summarySectionTitles[section]}>
      <Heading as="h3" fontSize="sm">
        {summarySectionTitles[section]}
      </Heading>
      {parts.map((part, index) => (
        <PartEditor
          key={part.key}
          part={part}
          label={`${summarySectionTitles[section]}, part ${index + 1}`}
          onChange={(update) => onChange(part.key, update)}
          onRemove={() => onRemove(part.key)}
        />
      ))}
      <Button size="xs" variant="outline" alignSelf="start" onClick={onAdd}>
        Add a line
      </Button>
    </Stack>
  );
}

/**
 * The draft as the client edits it: each section's parts in text boxes, hard moments asking
 * "keep it?" (left out unless ticked), a line of their own per section, then share or not.
 */
export function SummaryEditor({ draft, onDone }: { draft: SummaryDraft; onDone: (shared: boolean) => void }) {
  const [parts, setParts] = useState<EditedPart[]>(() => editedPartsOf(draft));
  const [failure, setFailure] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const change = (key: string, update: Partial<EditedPart>) =>
    setParts((current) => current.map((part) => (part.key === key ? { ...part, ...update } : part)));
  const remove = (key: string) => setParts((current) => current.filter((part) => part.key !== key));
  const add = (section: SummarySection) =>
    setParts((current) => [
      ...current,
      { key: `own-${Date.now()}`, section, text: '', hardMoment: false, keep: false },
    ]);

  const chosen = parts.filter((part) => part.text.trim() && (!part.hardMoment || part.keep));
  const share = async () => {
    setSharing(true);
    setFailure(null);
    try {
      await shareSummary(sharedSummaryOf(draft, chosen));
      onDone(true);
    } catch (error) {
      // A part the client edited into a hard moment: the screen asks, as for the draft's own.
      const flagged = flaggedKeysOf(error, chosen);
      if (flagged.length > 0) {
        setParts((current) =>
          current.map((part) =>
            flagged.includes(part.key) ? { ...part, hardMoment: true, keep: false } : part,
          ),
        );
      }
      setFailure(errorMessage(error, 'Could not share the summary. Please try again.'));
    } finally {
      setSharing(false);
    }
  };

  return (
    <Stack gap="4" as="form" aria-label="Edit your summary" onSubmit={(event) => event.preventDefault()}>
      <Text fontSize="sm" color="fg.muted">
        {periodOf(draft.periodStart, draft.periodEnd)} · from {draft.conversationCount}{' '}
        {draft.conversationCount === 1 ? 'conversation' : 'conversations'}. Edit anything; nothing is shared
        until you choose to share it.
      </Text>
      {SUMMARY_SECTIONS.map((section) => (
        <SectionEditor
          key={section}
          section={section}
          parts={parts.filter((part) => part.section === section)}
          onChange={change}
          onRemove={remove}
          onAdd={() => add(section)}
        />
      ))}
      {failure && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <HStack gap="2" flexWrap="wrap">
        <Button colorPalette="blue" onClick={share} loading={sharing} disabled={chosen.length === 0}>
          Share with my therapist
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)}>
          Don’t share
        </Button>
      </HStack>
    </Stack>
  );
}

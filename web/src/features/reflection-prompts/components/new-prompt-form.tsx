import {
  Button,
  Checkbox,
  Fieldset,
  HStack,
  Input,
  NativeSelect,
  RadioCard,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useRef, useState } from 'react';
import {
  type NewReflectionPrompt,
  newReflectionPromptSchema,
  PROMPT_TEXT_MAX,
  PROMPT_TITLE_MAX,
} from '#shared/api/schemas/reflection-prompts.ts';
import { optionLabels, PERSONALITY_STYLES, type PersonalityStyle } from '#shared/domain/ai-configuration.ts';
import {
  addDays,
  localDateOf,
  PROMPT_FREQUENCIES,
  type PromptFrequency,
  WEEKDAY_LABELS,
} from '#shared/domain/reflection-schedule.ts';
import { FormField } from '#web/components/form-field.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { setClientPrompt } from '#web/features/reflection-prompts/api/reflection-prompts-api.ts';
import { serverFieldErrors } from '#web/lib/api-client.ts';
import { focusFirstInvalid } from '#web/lib/focus-first-invalid.ts';

const frequencyLabels: Record<PromptFrequency, string> = {
  once: 'Once',
  daily: 'Daily',
  weekly: 'Weekly',
  days: 'Chosen days',
};

/** What the therapist has typed and chosen so far. */
interface PromptDraft {
  title: string;
  text: string;
  frequency: PromptFrequency;
  days: number[];
  endDate: string;
  guideStyle: PersonalityStyle | '';
}

/** Changes some of the draft: the new values, or how to get them from the current draft. */
type ChangeDraft = (patch: Partial<PromptDraft> | ((draft: PromptDraft) => Partial<PromptDraft>)) => void;

/** What each part of the form is given: the draft, the way to change it, and the refusals by field. */
interface DraftPartProps {
  draft: PromptDraft;
  onChange: ChangeDraft;
  errors: Record<string, string>;
}

/** The therapist's own zone: the days of the schedule are counted in it. */
function therapistTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function errorsOf(result: ReturnType<typeof newReflectionPromptSchema.safeParse>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** Sets the prompt and says how it went in a toast; the server's field errors when it failed. */
async function setPromptAndTell(
  clientId: string,
  clientName: string,
  input: NewReflectionPrompt,
): Promise<Record<string, string> | null> {
  try {
    await setClientPrompt(clientId, input);
    toaster.create({
      type: 'success',
      title: 'Prompt set',
      description: `${clientName} will see it in their portal.`,
    });
    return null;
  } catch (error) {
    toastFailure('Prompt not set', error, 'Please try again.');
    return serverFieldErrors(error);
  }
}

/**
 * Setting a prompt: a title, the prompt, how often (weekly unless changed), until when (four weeks
 * unless changed), and optionally a guide style. The title has focus when the form opens, so a
 * weekly prompt is typed and set without another click.
 */
export function NewPromptForm({ clientId, clientName }: { clientId: string; clientName: string }) {
  const timeZone = therapistTimeZone();
  const today = localDateOf(new Date(), timeZone);
  const [draft, setDraft] = useState<PromptDraft>(() => ({
    title: '',
    text: '',
    frequency: 'weekly',
    days: [],
    endDate: addDays(today, 27),
    guideStyle: '',
  }));
  const change: ChangeDraft = (patch) =>
    setDraft((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { title, text, frequency, days, endDate, guideStyle } = draft;
    const input: NewReflectionPrompt = {
      title,
      text,
      schedule: { frequency, days, startDate: today, endDate, timeZone },
      guideStyle: guideStyle || null,
    };
    const checked = newReflectionPromptSchema.safeParse(input);
    if (!checked.success) {
      setErrors(errorsOf(checked));
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    setSaving(true);
    const serverErrors = await setPromptAndTell(clientId, clientName, input);
    setSaving(false);
    setErrors(serverErrors ?? {});
    if (serverErrors) {
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    change({ title: '', text: '' });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={`New reflection prompt for ${clientName}`}>
      <Stack gap="4">
        <WordingFields draft={draft} onChange={change} errors={errors} />
        <FrequencyFieldset draft={draft} onChange={change} errors={errors} />
        <HStack gap="4" align="start" wrap="wrap">
          <FormField label="Ends on" error={errors['schedule.endDate']}>
            {(control) => (
              <Input
                {...control}
                type="date"
                name="endDate"
                min={today}
                value={draft.endDate}
                onChange={(event) => change({ endDate: event.target.value })}
              />
            )}
          </FormField>
          <GuideStyleField
            value={draft.guideStyle}
            onChange={(guideStyle) => change({ guideStyle })}
            error={errors.guideStyle}
          />
        </HStack>
        <Button type="submit" colorPalette="brand" loading={saving} alignSelf="start">
          Set prompt
        </Button>
      </Stack>
    </form>
  );
}

/** The prompt's title (focused when the form opens) and its wording. */
function WordingFields({ draft, onChange, errors }: DraftPartProps) {
  return (
    <>
      <FormField label="Title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            name="title"
            // The dialog opens on this form: typing starts here.
            autoFocus
            maxLength={PROMPT_TITLE_MAX}
            value={draft.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Prompt"
        error={errors.text}
        hint="Your client reads this and answers it in their portal."
      >
        {(control) => (
          <Textarea
            {...control}
            name="text"
            rows={3}
            maxLength={PROMPT_TEXT_MAX}
            value={draft.text}
            onChange={(event) => onChange({ text: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}

/** How often the prompt comes back: one of the frequencies, and the weekdays when "Chosen days". */
function FrequencyFieldset({ draft, onChange, errors }: DraftPartProps) {
  const { frequency, days } = draft;
  return (
    <Fieldset.Root invalid={Boolean(errors['schedule.days'] || errors['schedule.frequency'])}>
      <Fieldset.Legend fontWeight="medium">How often</Fieldset.Legend>
      <RadioCard.Root
        value={frequency}
        onValueChange={(details) => onChange({ frequency: (details.value as PromptFrequency) ?? 'weekly' })}
        colorPalette="brand"
        size="sm"
        orientation="horizontal"
        aria-label="How often"
      >
        <SimpleGrid columns={{ base: 2, sm: 4 }} gap="2">
          {PROMPT_FREQUENCIES.map((value) => (
            <RadioCard.Item key={value} value={value}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemText>{frequencyLabels[value]}</RadioCard.ItemText>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      {frequency === 'days' && (
        <HStack gap="3" wrap="wrap" role="group" aria-label="Days">
          {WEEKDAY_LABELS.map((label, day) => (
            <Checkbox.Root
              key={label}
              size="sm"
              colorPalette="brand"
              checked={days.includes(day)}
              onCheckedChange={(details) =>
                onChange((current) => ({
                  days: details.checked
                    ? [...current.days, day]
                    : current.days.filter((other) => other !== day),
                }))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{label}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      )}
      {errors['schedule.days'] && <Fieldset.ErrorText>{errors['schedule.days']}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/** The guide style for this prompt's answers; empty keeps the practice's usual style. */
function GuideStyleField({
  value,
  onChange,
  error,
}: {
  value: PersonalityStyle | '';
  onChange: (style: PersonalityStyle | '') => void;
  error: string | undefined;
}) {
  return (
    <FormField label="Guide style (optional)" required={false} error={error}>
      {(control) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            {...control}
            name="guideStyle"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value as PersonalityStyle | '')}
          >
            <option value="">The practice’s usual style</option>
            {PERSONALITY_STYLES.map((style) => (
              <option key={style} value={style}>
                {optionLabels.personalityStyle[style]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}

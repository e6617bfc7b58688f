import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { practiceNameSchema } from '#shared/api/schemas/practice-name.ts';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import { fieldErrors } from '#shared/api/schemas/validation.ts';
import { PRACTICE_NAME_MAX_LENGTH } from '#shared/domain/practice-branding.ts';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { savePracticeName } from '#web/features/ai-customization/api/practice-name-api.ts';
import { serverFieldErrors } from '#web/lib/api-client.ts';
import { useCurrentTherapist } from '#web/lib/use-current-therapist.ts';
import { SettingsCard } from './settings-card';

/** The name clients read when the therapist gave none (practiceNameOf on the server). */
const defaultNameOf = (therapist: TherapistSelf) => `${therapist.firstName} ${therapist.lastName}'s Practice`;

/** The name as given: empty when clients read the default one. */
const givenNameOf = (therapist: TherapistSelf) =>
  therapist.practiceName === defaultNameOf(therapist) ? '' : therapist.practiceName;

function PracticeNameForm({ therapist }: { therapist: TherapistSelf }) {
  const [saved, setSaved] = useState(givenNameOf(therapist));
  const [name, setName] = useState(saved);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const dirty = name.trim() !== saved;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = practiceNameSchema.safeParse({ practiceName: name });
    if (!checked.success) {
      setError(fieldErrors(checked.error).practiceName);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      const renamed = await savePracticeName(checked.data.practiceName);
      setSaved(givenNameOf(renamed));
      setName(givenNameOf(renamed));
      toaster.create({
        type: 'success',
        title: 'Practice Name Saved',
        description: `Clients see “${renamed.practiceName}” in your portal within a minute.`,
      });
    } catch (failure) {
      setError(serverFieldErrors(failure).practiceName);
      toastFailure('Error', failure, 'Failed to save the practice name. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label="Practice name">
      <Stack gap="3">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Practice name</Field.Label>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={PRACTICE_NAME_MAX_LENGTH}
            placeholder={defaultNameOf(therapist)}
            autoComplete="organization"
          />
          <Field.HelperText>
            Up to {PRACTICE_NAME_MAX_LENGTH} characters. Left empty, clients read “{defaultNameOf(therapist)}
            ”.
          </Field.HelperText>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <HStack>
          <Button type="submit" colorPalette="brand" loading={saving} disabled={!dirty}>
            Save Practice Name
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The practice's name, asked for at sign-up and changed here: the portal's welcome, the dashboard, exports. */
export function PracticeNameCard() {
  const { therapist } = useCurrentTherapist();
  return (
    <SettingsCard
      headingId="practice-name-heading"
      title="Your practice"
      description="The name your clients see: in your portal's welcome, on your dashboard and in their data exports."
    >
      {therapist && <PracticeNameForm key={therapist.practiceName} therapist={therapist} />}
    </SettingsCard>
  );
}

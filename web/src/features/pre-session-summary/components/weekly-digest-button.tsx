import { Button, Dialog, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { WeeklyDigestSettings } from '#shared/api/schemas/therapist-digest.ts';
import { AppDialog } from '#web/components/app-dialog.tsx';
import {
  saveWeeklyDigestSettings,
  useWeeklyDigestSettings,
} from '#web/features/pre-session-summary/api/pre-session-summary-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';

function SettingSwitch({
  label,
  help,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  help: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Stack gap="1">
      <Switch.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked)}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color="fg.muted">
        {help}
      </Text>
    </Stack>
  );
}

function DigestSettings() {
  const { data, error } = useWeeklyDigestSettings(true);
  const [failure, setFailure] = useState<string | null>(null);
  if (error) return <Text color="fg.error">Could not load your settings. Please try again.</Text>;
  if (!data) return <Text color="fg.muted">Loading settings…</Text>;
  const save = async (change: Partial<WeeklyDigestSettings>) => {
    setFailure(null);
    try {
      await saveWeeklyDigestSettings({ ...data, ...change });
    } catch (problem) {
      setFailure(errorMessage(problem, 'Could not save your settings. Please try again.'));
    }
  };
  return (
    <Stack gap="4">
      <SettingSwitch
        label="Send me the weekly digest"
        help="Each Monday: sessions, reflection prompts done, flags waiting and summaries shared, as counts, with links to your dashboard. Never what a client wrote."
        checked={data.enabled}
        onChange={(enabled) => save({ enabled })}
      />
      <SettingSwitch
        label="Name clients in the digest"
        help="Off: counts for the practice only. On: each client's first name and last initial beside their counts."
        checked={data.includeClientNames}
        disabled={!data.enabled}
        onChange={(includeClientNames) => save({ includeClientNames })}
      />
      {failure && <Text color="fg.error">{failure}</Text>}
    </Stack>
  );
}

/** Beside Add Client: the weekly digest mail's settings (opt-in; counts only). */
export default function WeeklyDigestButton() {
  const [open, setOpen] = useState(false);
  return (
    <AppDialog
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      trigger={
        <Button size="sm" variant="outline">
          Weekly digest
        </Button>
      }
      title="Weekly digest mail"
    >
      <Dialog.Body>{open && <DigestSettings />}</Dialog.Body>
    </AppDialog>
  );
}

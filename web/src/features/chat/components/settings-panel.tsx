import { Button, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { BookOpenText, FileJson, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  ConfirmPasswordField,
  deleteAccountWithPassword,
} from '#web/components/account/account-deletion.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { deleteAccount, exportUrl } from '#web/features/chat/api/account-api.ts';
import { SideDrawer } from './side-drawer';

interface SettingsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  /** After the account is gone: forget everything and leave. */
  onAccountDeleted: () => Promise<void>;
}

/**
 * The two exports, in a member's words: what each file is and what opens it, never a bare format
 * name ("Markdown", "JSON"); the extension is shown in brackets for whoever looks for it.
 */
const exportChoices = [
  {
    format: 'markdown',
    icon: BookOpenText,
    label: 'Download your journal',
    file: 'Text file (.md): every conversation, to read in any text editor or notes app',
  },
  {
    format: 'json',
    icon: FileJson,
    label: 'Download all your data',
    file: 'Data file (.json): everything, for moving it to another app or service',
  },
] as const;

/** The member's data: take it with them (JSON, or a readable journal) or delete it all. */
export function SettingsDrawer({ open, onOpenChange, email, onAccountDeleted }: SettingsDrawerProps) {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');

  async function removeAccount() {
    setPasswordError('');
    await deleteAccountWithPassword(deleteAccount, password, setPasswordError);
    setPassword('');
    await onAccountDeleted();
    toaster.create({
      type: 'success',
      title: 'Your account has been deleted',
      description: 'Your conversations, memories and account details are gone. Take care of yourself.',
    });
  }

  function askToConfirm() {
    setPassword('');
    setPasswordError('');
    setConfirming(true);
  }

  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      title="Settings and your data"
      placement="end"
      testId="settings-drawer"
    >
      <Stack gap="6">
        <Text fontSize="sm" color="fg.muted">
          Signed in as{' '}
          <Text as="span" fontWeight="medium" color="fg">
            {email}
          </Text>
        </Text>
        <ExportSection />
        <Separator />
        <DeleteSection onDelete={askToConfirm} />
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account for good?"
        description="All your conversations, your guides' memories and your account will be deleted immediately. This cannot be undone."
        confirmLabel="Delete account"
        confirmDisabled={password === ''}
        onConfirm={removeAccount}
      >
        <ConfirmPasswordField
          value={password}
          error={passwordError}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError('');
          }}
        />
      </ConfirmDialog>
    </SideDrawer>
  );
}

function ExportSection() {
  return (
    <Stack as="section" aria-labelledby="export-heading" gap="3">
      <Heading as="h3" id="export-heading" fontSize="md" fontWeight="semibold">
        Export your data
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Download everything Mirrorwell keeps about you: your conversations, what your guides remember and your
        account details.
      </Text>
      {exportChoices.map((choice) => (
        <Stack key={choice.format} gap="1">
          <Button asChild variant="outline" colorPalette="gray" justifyContent="flex-start">
            <a
              href={exportUrl(choice.format)}
              download
              aria-describedby={`export-${choice.format}-file`}
              data-testid={`export-${choice.format}`}
            >
              <choice.icon aria-hidden="true" />
              {choice.label}
            </a>
          </Button>
          <Text id={`export-${choice.format}-file`} fontSize="xs" color="fg.muted">
            {choice.file}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

function DeleteSection({ onDelete }: { onDelete: () => void }) {
  return (
    <Stack as="section" aria-labelledby="delete-heading" gap="3">
      <Heading as="h3" id="delete-heading" fontSize="md" fontWeight="semibold">
        Delete your account
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Deletes your account and everything that belongs to it, at once. This cannot be undone; you may want
        to download your journal first.
      </Text>
      <Button variant="outline" colorPalette="red" justifyContent="flex-start" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        Delete my account
      </Button>
    </Stack>
  );
}

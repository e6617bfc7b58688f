import { Button, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { BookOpenText, FileJson, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { DeleteAccountDialog, useAccountDeletion } from '#web/components/account/account-deletion.tsx';
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
  const deletion = useAccountDeletion(deleteAccount);

  async function removeAccount() {
    await deletion.deleteWithPassword();
    deletion.setPassword('');
    await onAccountDeleted();
    toaster.create({
      type: 'success',
      title: 'Your account has been deleted',
      description: 'Your conversations, memories and account details are gone. Take care of yourself.',
    });
  }

  function askToConfirm() {
    deletion.setPassword('');
    deletion.setPasswordError('');
    deletion.setConfirming(true);
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
      <DeleteAccountDialog
        open={deletion.confirming}
        onOpenChange={deletion.setConfirming}
        description="All your conversations, your guides' memories and your account will be deleted immediately. This cannot be undone."
        password={deletion.password}
        passwordError={deletion.passwordError}
        onPasswordChange={(typed) => {
          deletion.setPassword(typed);
          deletion.setPasswordError('');
        }}
        onConfirm={removeAccount}
      />
    </SideDrawer>
  );
}

/** One part of the settings: its heading, what it is for, and what can be done there. */
function SettingsSection({
  headingId,
  title,
  intro,
  children,
}: {
  headingId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" id={headingId} fontSize="md">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {intro}
      </Text>
      {children}
    </Stack>
  );
}

function ExportSection() {
  return (
    <SettingsSection
      headingId="export-heading"
      title="Export your data"
      intro="Download everything Mirrorwell keeps about you: your conversations, what your guides remember and your account details."
    >
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
    </SettingsSection>
  );
}

function DeleteSection({ onDelete }: { onDelete: () => void }) {
  return (
    <SettingsSection
      headingId="delete-heading"
      title="Delete your account"
      intro="Deletes your account and everything that belongs to it, at once. This cannot be undone; you may want to download your journal first."
    >
      <Button variant="outline" colorPalette="red" justifyContent="flex-start" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        Delete my account
      </Button>
    </SettingsSection>
  );
}

import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { DeleteAccountDialog, useAccountDeletion } from '#web/components/account/account-deletion.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { logoutClient } from '#web/features/portal/api/client-account-api.ts';
import { deleteClientAccount } from '#web/features/portal/api/therapy-api.ts';

/** The client's own data: download it, sign out, or delete the account (the password again). */
export function ClientAccountPanel({ onSignedOut }: { onSignedOut: () => void }) {
  const deletion = useAccountDeletion(deleteClientAccount);

  async function remove() {
    await deletion.deleteWithPassword();
    toaster.create({
      type: 'success',
      title: 'Your account has been deleted',
      description: 'Your conversations and journal are gone. Take care of yourself.',
    });
    onSignedOut();
  }

  return (
    <Stack gap="3" data-testid="client-account-panel">
      <Heading as="h2" fontSize="sm">
        Your account
      </Heading>
      <Link href="/api/client/export" download textDecoration="underline" color="fg" fontSize="sm">
        Download my conversations
      </Link>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        onClick={async () => {
          await logoutClient();
          onSignedOut();
        }}
      >
        Sign out
      </Button>
      <Button
        size="sm"
        variant="ghost"
        colorPalette="red"
        alignSelf="start"
        onClick={() => deletion.setConfirming(true)}
      >
        Delete my account
      </Button>
      <DeleteAccountDialog
        open={deletion.confirming}
        onOpenChange={deletion.setConfirming}
        description="Every conversation and journal entry of yours is deleted at once and you are signed out everywhere. This cannot be undone."
        password={deletion.password}
        passwordError={deletion.passwordError}
        onPasswordChange={deletion.setPassword}
        onConfirm={remove}
      />
      <Text fontSize="xs" color="fg.muted">
        Your therapist keeps their own notes about your sessions; ask them about those.
      </Text>
    </Stack>
  );
}

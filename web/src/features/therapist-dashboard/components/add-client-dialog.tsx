import { Button, Dialog, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { addClientSchema } from '#shared/api/schemas/clients.ts';
import { bindField, useAccountForm } from '#web/components/account/use-account-form.ts';
import { AppDialog } from '#web/components/app-dialog.tsx';
import { FormField } from '#web/components/form-field.tsx';
import { TextInputField } from '#web/components/text-input-field.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { addClient } from '#web/features/therapist-dashboard/api/dashboard-api.ts';

const emptyClient = { firstName: '', lastName: '', email: '', clientIdentifier: '', notes: '' };

/** The Add Client dialog: names required, the rest optional; refetches the list on success. */
export function AddClientDialog({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  return (
    <AppDialog
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size="md"
      trigger={<Button colorPalette="brand">Add Client</Button>}
      title="Add a client"
    >
      <AddClientForm
        key={formKey}
        onDone={async () => {
          await onAdded();
          setOpen(false);
          setFormKey((key) => key + 1);
        }}
      />
    </AppDialog>
  );
}

function AddClientForm({ onDone }: { onDone: () => Promise<void> }) {
  // The form closes and starts afresh once the client is added, so its button never needs to wake.
  const { form, formRef, submitting, handleSubmit } = useAccountForm(addClientSchema, emptyClient, {
    failure: { title: 'Error', fallback: 'Failed to add client. Please try again.' },
    focusServerErrors: false,
    submit: async (input) => {
      await addClient(input);
      toaster.create({
        type: 'success',
        title: 'Client Added',
        description: 'New client has been successfully added to your practice.',
      });
      await onDone();
      return undefined;
    },
  });

  const field = (
    name: 'firstName' | 'lastName' | 'email' | 'clientIdentifier',
    label: string,
    required: boolean,
    extra = {},
  ) => <TextInputField label={label} required={required} name={name} {...extra} {...bindField(form, name)} />;

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="Add a client">
      <Dialog.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {field('firstName', 'First name', true)}
            {field('lastName', 'Last name', true)}
          </SimpleGrid>
          {field('email', 'Email (optional)', false, { type: 'email', autoComplete: 'off' })}
          {field('clientIdentifier', 'Client ID (optional)', false)}
          <FormField label="Notes (optional)" error={form.errors.notes} required={false}>
            {(control) => (
              <Textarea
                {...control}
                name="notes"
                value={form.values.notes}
                onChange={(event) => form.setValue('notes', event.target.value)}
              />
            )}
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray">
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="brand" loading={submitting}>
          Add Client
        </Button>
      </Dialog.Footer>
    </form>
  );
}

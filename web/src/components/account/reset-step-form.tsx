import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import { AuthPageLayout, type ResetPageFrame } from './auth-page-layout';
import type { AccountForm } from './use-account-form';

interface ResetStepPageProps<Values extends Record<string, string>, Parsed> {
  /** The account kind's page and disclaimer (the app's own unless a portal gives its own). */
  frame: ResetPageFrame;
  /** The page's heading, which also names the form. */
  title: string;
  subtitle: string;
  footer?: ReactNode;
  account: AccountForm<Values, Parsed>;
  /** The button's words, and its words while the request runs. */
  submit: { label: string; waiting: string };
  /** What came of the step (a link sent, a link unusable), shown in the form's place; null for the form. */
  outcome: ReactNode;
  /** The fields, above the button. */
  children: ReactNode;
}

/**
 * One step of a password reset (ask for the link, choose the password) on the frame's page: its
 * fields and one large button, or what came of it, with the disclaimer under them.
 */
export function ResetStepPage<Values extends Record<string, string>, Parsed>({
  frame,
  title,
  subtitle,
  footer,
  account: { formRef, submitting, handleSubmit },
  submit,
  outcome,
  children,
}: ResetStepPageProps<Values, Parsed>) {
  const { layout: Layout = AuthPageLayout, disclaimer = <Disclaimer compact /> } = frame;
  return (
    <Layout title={title} subtitle={subtitle} footer={footer}>
      <Stack gap="6">
        {outcome || (
          <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={title}>
            <Stack gap="5">
              {children}
              <Button type="submit" size="lg" loading={submitting} loadingText={submit.waiting}>
                {submit.label}
              </Button>
            </Stack>
          </form>
        )}
        {disclaimer}
      </Stack>
    </Layout>
  );
}

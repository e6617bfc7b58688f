import { type ComponentProps, lazy, Suspense } from 'react';
import type { ClientsTabExtensions } from '#web/features/therapist-dashboard/components/clients-tab.tsx';

/**
 * What one feature shows inside another's screen, handed in here because features never import
 * each other. Each piece is its own lazily loaded chunk, fetched only when its host screen draws it.
 */
const ClientPromptsButton = lazy(
  () => import('#web/features/reflection-prompts/components/client-prompts-button.tsx'),
);
const PromptCompletionButton = lazy(
  () => import('#web/features/reflection-prompts/components/prompt-completion-button.tsx'),
);
const PortalPromptCards = lazy(
  () => import('#web/features/reflection-prompts/components/portal-prompt-cards.tsx'),
);

const SharedSummariesButton = lazy(
  () => import('#web/features/pre-session-summary/components/shared-summaries-button.tsx'),
);
const WeeklyDigestButton = lazy(
  () => import('#web/features/pre-session-summary/components/weekly-digest-button.tsx'),
);
const PortalSummaryCard = lazy(
  () => import('#web/features/pre-session-summary/components/portal-summary-card.tsx'),
);

/** Each client's tools on the Clients tab: their reflection prompts, and the summaries they shared. */
function ClientTools(props: ComponentProps<typeof ClientPromptsButton>) {
  return (
    <>
      <ClientPromptsButton {...props} />
      <SharedSummariesButton {...props} />
    </>
  );
}

/**
 * The dashboard's Clients tab: Prompts and Summaries on each client, the practice's prompt
 * completion and the weekly digest's settings beside Add Client.
 */
export const dashboardClientsTab: ClientsTabExtensions = {
  clientTool: ClientTools,
  toolbar: (
    <>
      <PromptCompletionButton />
      <WeeklyDigestButton />
    </>
  ),
};

/**
 * Around a signed-in client's chat or journal: the reflection prompts waiting above it (they draw
 * nothing when none is waiting), and the pre-session summary below it, so on a phone the message
 * box stays where the client left it.
 */
export const portalBetweenSessions = {
  above: (
    <Suspense fallback={null}>
      <PortalPromptCards />
    </Suspense>
  ),
  below: (
    <Suspense fallback={null}>
      <PortalSummaryCard />
    </Suspense>
  ),
};

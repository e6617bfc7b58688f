import { lazy, Suspense } from 'react';
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

/** The dashboard's Clients tab: a Prompts button on each client, and the practice's prompt completion. */
export const dashboardClientsTab: ClientsTabExtensions = {
  clientTool: ClientPromptsButton,
  toolbar: <PromptCompletionButton />,
};

/** Above a signed-in client's chat or journal: the reflection prompts waiting for them. */
export const portalBetweenSessions = (
  <Suspense fallback={null}>
    <PortalPromptCards />
  </Suspense>
);

import type { ReactNode } from 'react';
import { PortalShell } from './portal-shell';
import { JournalInvitation } from './portal-status-cards';
import { WhiteLabelChat } from './white-label-chat';
import { WithPortalPractice } from './with-portal-practice';

/**
 * A practice's portal: `/` on `{subdomain}.{root}`, or `/client/{subdomain}`, `/chat/{subdomain}`
 * and `/{subdomain}` on the root domain. The host or path only chooses which portal to show.
 */
export default function PortalRoute({ notFound }: { notFound?: ReactNode }) {
  return (
    <WithPortalPractice notFound={notFound}>
      {(practice, paths) => (
        <PortalShell practice={practice}>
          {practice.clientExperience === 'private-journal' ? (
            <JournalInvitation practice={practice} paths={paths} />
          ) : (
            <WhiteLabelChat practice={practice} signInPath={paths.login} />
          )}
        </PortalShell>
      )}
    </WithPortalPractice>
  );
}

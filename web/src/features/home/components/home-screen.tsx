import { Flex } from '@chakra-ui/react';
import type { PublicMember } from '../../../../../shared/api/schemas/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MemberHeader } from './member-header';
import { WelcomePanel } from './welcome-panel';

interface HomeScreenProps {
  member: PublicMember;
  onLogout: () => Promise<void>;
}

/**
 * The signed-in member's space: a sticky header and a body that fills the rest of the screen
 * (the conversation lives in this body). The page itself scrolls, so the body needs no
 * scroll container of its own.
 */
export default function HomeScreen({ member, onLogout }: HomeScreenProps) {
  useDocumentTitle('Your space');
  return (
    <Flex direction="column" minH="100dvh">
      <MemberHeader member={member} onLogout={onLogout} />
      <Flex as="main" direction="column" flex="1" data-testid="member-main">
        <WelcomePanel member={member} />
      </Flex>
    </Flex>
  );
}

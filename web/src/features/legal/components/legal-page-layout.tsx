import { Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LEGAL_VERSION } from '#shared/domain/legal.ts';
import { paths } from '#web/app/paths.ts';
import { PageFrame, PageIntro, PageLead } from '#web/components/page-frame.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** The frame of `/privacy` and `/terms`: the header, the title with its version, the sections, the footer. */
export function LegalPageLayout({
  title,
  introduction,
  children,
}: {
  title: string;
  introduction: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <PageFrame
      actions={
        <>
          <ColorModeButton />
          <Button asChild variant="ghost" colorPalette="gray" size={{ base: 'xs', sm: 'sm' }}>
            <RouterLink to={paths.home}>Home</RouterLink>
          </Button>
        </>
      }
      maxW="3xl"
    >
      <Stack gap={{ base: '8', md: '10' }} lineHeight="1.7">
        <PageIntro gap="3" title={title}>
          <Text color="fg.muted" fontSize="sm">
            Version {LEGAL_VERSION}
          </Text>
          <PageLead>{introduction}</PageLead>
        </PageIntro>
        {children}
      </Stack>
    </PageFrame>
  );
}

/** A section with its h2, which names it for assistive technology. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" id={headingId} fontSize={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A bulleted list of plain statements. */
export function Points({ items }: { items: readonly ReactNode[] }) {
  return (
    <List.Root ps="5" gap="2">
      {items.map((item, index) => (
        // The lists are fixed text: their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List.Root>
  );
}

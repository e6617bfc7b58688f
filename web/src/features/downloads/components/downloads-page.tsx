import { Button, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { PublicMember } from '#shared/api/schemas/auth.ts';
import { type Tier, tierLabel } from '#shared/domain/tiers.ts';
import { paths } from '#web/app/paths.ts';
import { Disclaimer } from '#web/components/disclaimer.tsx';
import {
  BrandBand,
  MemberOrVisitorActions,
  PageFrame,
  PageIntro,
  PageLead,
} from '#web/components/page-frame.tsx';
import { useDownloadLibrary } from '#web/features/downloads/api/downloads-api.ts';
import { downloadAccess } from '#web/features/downloads/model/download-format.ts';
import { fetchData, SESSION_KEY } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { DownloadCard } from './download-card';

/** What the reader's plan opens: a member's tier, or an invitation for a visitor. */
function Standing({ memberTier, open, total }: { memberTier: Tier | null; open: number; total: number }) {
  return (
    <BrandBand gap="3" p={{ base: '4', md: '5' }} data-testid="download-standing">
      {memberTier ? (
        <Text>
          You are on{' '}
          <Text as="span" fontWeight="semibold">
            {tierLabel(memberTier)}
          </Text>
          : {open} of {total} {total === 1 ? 'download is' : 'downloads are'} yours to keep.
        </Text>
      ) : (
        <Text>
          Everyone can browse the library. Create a free account to download the free card, or choose a plan
          for the rest.
        </Text>
      )}
      <HStack gap="3" flexShrink={0}>
        {!memberTier && (
          <Button asChild size="sm">
            <RouterLink to={paths.register}>Create a free account</RouterLink>
          </Button>
        )}
        {open < total && (
          <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
            <RouterLink to={paths.subscribe}>Compare plans</RouterLink>
          </Link>
        )}
      </HStack>
    </BrandBand>
  );
}

/** `/downloads`: the premium downloads library, listed for everyone, downloadable by tier. */
export default function DownloadsPage() {
  useDocumentTitle('Downloads');
  const { data, error } = useSWR<PublicMember | null>(SESSION_KEY, fetchData<PublicMember>);
  const member = data ?? null;
  const memberLoading = data === undefined && !error;
  const memberTier = member?.subscriptionTier ?? null;
  const library = useDownloadLibrary();
  const open = library.downloads.filter(
    (item) => downloadAccess(memberTier, item.requiredTier) === 'download',
  ).length;

  return (
    <PageFrame actions={<MemberOrVisitorActions member={member} loading={memberLoading} />} maxW="6xl">
      <Stack gap={{ base: '6', md: '8' }}>
        <PageIntro gap="3" maxW="3xl" eyebrow="Premium downloads" title="Take your reflection off the screen">
          <PageLead>
            Journals, prompts and printable worksheets to use alongside your guides: a few minutes a day, or a
            longer look back at the end of the week.
          </PageLead>
        </PageIntro>

        {!memberLoading && !library.isLoading && library.downloads.length > 0 && (
          <Standing memberTier={memberTier} open={open} total={library.downloads.length} />
        )}

        <Stack as="section" aria-labelledby="library-heading" gap="4">
          <Heading as="h2" id="library-heading" fontSize="lg">
            The library
          </Heading>
          {library.isLoading || memberLoading ? (
            <Text color="fg.muted" role="status">
              Loading the library…
            </Text>
          ) : library.error ? (
            <Text role="alert">The library could not be loaded. Please refresh the page to try again.</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="stretch">
              {library.downloads.map((item) => (
                <DownloadCard
                  key={item.id}
                  item={item}
                  access={downloadAccess(memberTier, item.requiredTier)}
                  signedIn={member !== null}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <Disclaimer compact />
      </Stack>
    </PageFrame>
  );
}

import { Badge, Button, Card, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CalendarDays, Check, Download, FileText, Lock, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DownloadListItem } from '#shared/api/schemas/downloads.ts';
import { type Tier, tierLabel } from '#shared/domain/tiers.ts';
import { paths } from '#web/app/paths.ts';
import { ArticleCard, ArticleCardTitle } from '#web/components/article-card.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { requestDownloadLink, startBrowserDownload } from '#web/features/downloads/api/downloads-api.ts';
import {
  type DownloadAccess,
  describeFile,
  downloadCountText,
  fileHint,
  openedBy,
  releaseMonth,
  spokenFileDescription,
} from '#web/features/downloads/model/download-format.ts';

const badgePalette: Record<Tier, string> = {
  freemium: 'green',
  standard: 'brand',
  pro: 'brand',
  lifetime: 'gold',
};

interface DownloadCardProps {
  item: DownloadListItem;
  access: DownloadAccess;
  /** A visitor is asked to sign up (free items) or to see the plans; a member to upgrade. */
  signedIn: boolean;
}

function DownloadAction({ item, access, signedIn }: DownloadCardProps) {
  const [starting, setStarting] = useState(false);

  async function download() {
    setStarting(true);
    try {
      const link = await requestDownloadLink(item.id);
      startBrowserDownload(link.url, item.fileName);
    } catch (error) {
      toastFailure('Download failed', error, 'The download could not start. Please try again.');
    } finally {
      setStarting(false);
    }
  }

  if (access === 'download') {
    return (
      <Button onClick={download} loading={starting} loadingText="Preparing…" w="full">
        <Download aria-hidden="true" />
        Download
        <VisuallyHidden> {item.title}</VisuallyHidden>
      </Button>
    );
  }
  if (access === 'sign-up') {
    return (
      <Button asChild variant="outline" w="full">
        <RouterLink to={paths.register}>
          Sign up to download
          <VisuallyHidden> {item.title}</VisuallyHidden>
        </RouterLink>
      </Button>
    );
  }
  const plan = tierLabel(item.requiredTier);
  return (
    <Button
      asChild
      variant="outline"
      colorPalette={item.requiredTier === 'lifetime' ? 'gold' : 'brand'}
      w="full"
    >
      <RouterLink to={paths.subscribe}>
        {signedIn ? `Upgrade to ${plan}` : `See the ${plan} plan`}
        <VisuallyHidden> to download {item.title}</VisuallyHidden>
      </RouterLink>
    </Button>
  );
}

/** One item of the library: what it is, which plan opens it, how often it was downloaded. */
export function DownloadCard(props: DownloadCardProps) {
  const { item, access } = props;
  const titleId = useId();
  const locked = access === 'upgrade';
  const FileIcon = item.fileType === 'html' ? Printer : FileText;
  return (
    <ArticleCard titleId={titleId} data-testid="download-card" data-locked={locked ? '' : undefined}>
      <Card.Header gap="3">
        <Badge
          alignSelf="flex-start"
          colorPalette={badgePalette[item.requiredTier]}
          variant={locked ? 'solid' : 'subtle'}
          borderRadius="full"
          px="2.5"
          data-testid="download-tier"
        >
          {locked ? <Lock size={12} aria-hidden="true" /> : <Check size={12} aria-hidden="true" />}
          {openedBy(item.requiredTier)}
        </Badge>
        <ArticleCardTitle id={titleId}>{item.title}</ArticleCardTitle>
      </Card.Header>
      <Card.Body gap="4" pt="3">
        <Text color="fg.muted" fontSize="sm">
          {item.description}
        </Text>
        <Stack gap="1.5" fontSize="sm" color="fg.muted" mt="auto">
          <HStack gap="2" align="start">
            <FileIcon size={16} aria-hidden="true" style={{ marginTop: '0.15rem' }} />
            <Stack gap="0">
              <Text data-testid="download-file">
                {/* Seen as "Text file (.md) · 5 KB"; heard as "Text file (.md), 5 kilobytes". */}
                <span aria-hidden="true">{describeFile(item.fileType, item.fileSize)}</span>
                <VisuallyHidden>{spokenFileDescription(item.fileType, item.fileSize)}</VisuallyHidden>
              </Text>
              <Text fontSize="xs">{fileHint(item.fileType)}</Text>
            </Stack>
          </HStack>
          <HStack gap="2">
            <Download size={16} aria-hidden="true" />
            <Text data-testid="download-count">{downloadCountText(item.downloadCount)}</Text>
          </HStack>
          <HStack gap="2">
            <CalendarDays size={16} aria-hidden="true" />
            <Text>Added {releaseMonth(item.releaseDate)}</Text>
          </HStack>
        </Stack>
      </Card.Body>
      <Card.Footer>
        <DownloadAction {...props} />
      </Card.Footer>
    </ArticleCard>
  );
}

import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { GuideThemes, ThemeInsight } from '#shared/api/schemas/insights.ts';
import { guideIcons } from '#web/components/guide-card.tsx';
import { IconHeading } from '#web/components/icon-heading.tsx';
import { formatMoment, messageHref, plural } from '#web/features/insights/model/insight-format.ts';

/** One guide's themes, strongest first, each with links to the messages it came from. */
export function GuideThemesCard({ guide, timeZone }: { guide: GuideThemes; timeZone: string }) {
  const Icon = guideIcons[guide.modeId] ?? Sparkles;
  const headingId = `themes-${guide.modeId}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      layerStyle="panel"
      p={{ base: '4', md: '5' }}
      data-testid={`guide-themes-${guide.modeId}`}
    >
      <IconHeading icon={Icon} headingId={headingId} title={guide.name} mb="3" flexWrap="wrap">
        {!guide.open && (
          <Badge size="sm" variant="outline" colorPalette="gray">
            Not in your current plan
          </Badge>
        )}
      </IconHeading>
      {guide.themes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Nothing yet: {guide.name} has not noticed any themes. They appear as you talk with this guide.
        </Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none" ps="0" m="0">
          {guide.themes.map((theme) => (
            <ThemeItem key={theme.label} theme={theme} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function ThemeItem({ theme, timeZone }: { theme: ThemeInsight; timeZone: string }) {
  return (
    <Box as="li" data-testid="theme">
      <HStack gap="2" align="baseline" flexWrap="wrap">
        <Text fontWeight="semibold" textTransform="capitalize">
          {theme.label}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          in {plural(theme.count, 'message')}
        </Text>
      </HStack>
      {theme.sources.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Its messages are older than the ones insights read, or were deleted.
        </Text>
      ) : (
        <Box
          as="ul"
          ps="4"
          mt="1"
          fontSize="sm"
          listStyleType="disc"
          aria-label={`Messages about ${theme.label}`}
        >
          {theme.sources.map((source) => (
            <li key={source.messageId}>
              <Link asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="2px">
                <RouterLink to={messageHref(source)}>
                  {source.conversationTitle} · {formatMoment(source.sentAt, timeZone)}
                </RouterLink>
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

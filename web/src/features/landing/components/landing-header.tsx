import { Box, Button, IconButton } from '@chakra-ui/react';
import { BookHeart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { AppHeader } from '#web/components/app-header.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';

interface LandingHeaderProps {
  /** Shows 'Why I Built This', which opens the founder's story (the landing page only). */
  onFounderStory?: () => void;
}

const FOUNDER_STORY_LABEL = 'Why I Built This';

/**
 * The public consumer pages' header: Enterprise, the founder's story, the theme, Sign In and Get
 * Started. On a phone the founder's story is an icon (same name for screen readers) so every
 * action fits on one row.
 */
export function LandingHeader({ onFounderStory }: LandingHeaderProps) {
  return (
    <AppHeader compactLogo>
      <Button
        asChild
        variant="ghost"
        colorPalette="gray"
        size={{ base: 'xs', sm: 'sm' }}
        px={{ base: '1.5', sm: '3' }}
      >
        <RouterLink to={paths.enterprise}>Enterprise</RouterLink>
      </Button>
      {onFounderStory && (
        <>
          <Button
            variant="ghost"
            colorPalette="gray"
            size="sm"
            display={{ base: 'none', md: 'inline-flex' }}
            onClick={onFounderStory}
          >
            {FOUNDER_STORY_LABEL}
          </Button>
          <Box display={{ base: 'block', md: 'none' }}>
            <IconButton
              variant="ghost"
              colorPalette="gray"
              size="sm"
              aria-label={FOUNDER_STORY_LABEL}
              title={FOUNDER_STORY_LABEL}
              onClick={onFounderStory}
            >
              <BookHeart aria-hidden="true" />
            </IconButton>
          </Box>
        </>
      )}
      <ColorModeButton />
      <Button asChild variant="ghost" colorPalette="gray" size={{ base: 'xs', sm: 'sm' }}>
        <RouterLink to={paths.login}>Sign In</RouterLink>
      </Button>
      <Button asChild size={{ base: 'xs', sm: 'sm' }}>
        <RouterLink to={paths.register}>Get Started</RouterLink>
      </Button>
    </AppHeader>
  );
}

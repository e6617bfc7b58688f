import { Box, Button, IconButton } from '@chakra-ui/react';
import { BookHeart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { AppHeader } from '#web/components/app-header.tsx';
import { ColorModeButton } from '#web/components/ui/color-mode.tsx';
import { FOUNDER_STORY_TITLE } from '#web/features/landing/model/founder-story.ts';
import { landingControls } from '#web/features/landing/model/landing-controls.ts';

interface LandingHeaderProps {
  /**
   * Shows 'Why I Built This', which opens the founder's story again (the landing page only; its
   * script gives the button its behaviour, see page-script/founder-story-controls.ts).
   */
  withFounderStory?: boolean;
}

const FOUNDER_STORY_LABEL = FOUNDER_STORY_TITLE;
const founderStoryAgain = { [landingControls.founderStoryAgain]: '' };

/**
 * The public consumer pages' header: Enterprise, For Therapists (on wider screens), the founder's
 * story, the theme, Sign In and Get Started. On a phone the founder's story is an icon (same name
 * for screen readers) so every action fits on one row.
 */
export function LandingHeader({ withFounderStory = false }: LandingHeaderProps) {
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
      {/* The way to the therapist offer; on a phone the row is full, and the footer carries it. */}
      <Button
        asChild
        variant="ghost"
        colorPalette="gray"
        size="sm"
        display={{ base: 'none', lg: 'inline-flex' }}
      >
        <RouterLink to={paths.therapistLanding}>For Therapists</RouterLink>
      </Button>
      {withFounderStory && (
        <>
          <Button
            variant="ghost"
            colorPalette="gray"
            size="sm"
            display={{ base: 'none', md: 'inline-flex' }}
            {...founderStoryAgain}
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
              {...founderStoryAgain}
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

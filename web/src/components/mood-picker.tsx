import { Box, IconButton, Menu, Stack, Text } from '@chakra-ui/react';
import { Check, Palette } from 'lucide-react';
import type { ColorScheme, Mood, MoodPreference } from '#shared/domain/moods.ts';
import { isMoodPreference, moodDetails, moodPalette, moods, timeOfDayPhrases } from '#shared/domain/moods.ts';
import { MenuContent } from '#web/components/ui/menu-content.tsx';
import { useMood } from '#web/lib/mood/mood-context.tsx';

/** A small round sample of a mood: its primary, accent and highlight colours. */
function MoodSwatch({ mood, scheme }: { mood: Mood; scheme: ColorScheme }) {
  const palette = moodPalette(mood, scheme);
  return (
    <Box
      aria-hidden="true"
      flexShrink={0}
      boxSize="7"
      borderRadius="full"
      borderWidth="1px"
      borderColor="border.emphasized"
      style={{
        background: `conic-gradient(from 200deg, ${palette.primary} 0 40%, ${palette.accent} 40% 65%, ${palette.highlight} 65% 100%)`,
      }}
      data-testid={`mood-swatch-${mood}`}
    />
  );
}

interface OptionProps {
  value: MoodPreference;
  swatchMood: Mood;
  label: string;
  description: string;
  scheme: ColorScheme;
}

function MoodOption({ value, swatchMood, label, description, scheme }: OptionProps) {
  return (
    <Menu.RadioItem value={value} closeOnSelect py="2" gap="3" valueText={label}>
      <MoodSwatch mood={swatchMood} scheme={scheme} />
      <Stack gap="0" flex="1" minW="0">
        <Text fontWeight="medium" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {description}
        </Text>
      </Stack>
      <Menu.ItemIndicator>
        <Check size={16} aria-hidden="true" />
      </Menu.ItemIndicator>
    </Menu.RadioItem>
  );
}

/**
 * The header's mood and adaptive-colour picker: Auto follows the time of day (and says which
 * mood that is now), or the member picks one. The choice is kept and the menu closes.
 */
export function MoodPicker() {
  const { preference, autoMood, timeOfDay, colorScheme, setPreference } = useMood();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          colorPalette="gray"
          size="sm"
          aria-label="Mood and colours"
          title="Mood and colours"
        >
          <Palette aria-hidden="true" />
        </IconButton>
      </Menu.Trigger>
      <MenuContent minW="18rem" maxW="calc(100vw - 1.5rem)" borderRadius="xl" p="1.5">
        <Menu.RadioItemGroup
          value={preference}
          onValueChange={({ value }) => {
            if (isMoodPreference(value)) setPreference(value);
          }}
        >
          <Menu.ItemGroupLabel px="2" pb="1">
            Mood and colours
          </Menu.ItemGroupLabel>
          <MoodOption
            value="auto"
            swatchMood={autoMood}
            label="Auto"
            description={`Follows the time of day: ${moodDetails[autoMood].label} ${timeOfDayPhrases[timeOfDay]}`}
            scheme={colorScheme}
          />
          <Menu.Separator />
          {moods.map((mood) => (
            <MoodOption
              key={mood}
              value={mood}
              swatchMood={mood}
              label={moodDetails[mood].label}
              description={moodDetails[mood].description}
              scheme={colorScheme}
            />
          ))}
        </Menu.RadioItemGroup>
      </MenuContent>
    </Menu.Root>
  );
}

import { Box, Code, List, Stack, Text } from '@chakra-ui/react';
import {
  PORTAL_THEME_HOOKS,
  THEME_EXPLANATION,
  THEME_FONT_FAMILIES,
  THEME_PROPERTY_GROUPS,
} from '#shared/domain/portal-theme.ts';

/**
 * Beside the Custom CSS box: what a theme is and why the rest is removed (always shown), and the
 * parts and properties it may use (opened on demand, the browser's own disclosure).
 */
export function CustomCssGuide() {
  return (
    <Stack gap="2" fontSize="sm" data-testid="custom-css-guide">
      <Text color="fg.muted">{THEME_EXPLANATION}</Text>
      <Box as="details" borderWidth="1px" borderRadius="md" px="3" py="2">
        <Box as="summary" cursor="pointer" fontWeight="medium">
          The parts and properties a theme can use
        </Box>
        <Stack gap="3" mt="2">
          <Box>
            <Text fontWeight="medium">Parts of the portal</Text>
            <List.Root ps="5" gap="1" data-testid="theme-hooks">
              {PORTAL_THEME_HOOKS.map((hook) => (
                <List.Item key={hook.name}>
                  <Code>.{hook.name}</Code> {hook.what}
                </List.Item>
              ))}
            </List.Root>
            <Text color="fg.muted" mt="1">
              Write each part on its own, for example{' '}
              <Code>
                .mw-header {'{'} background: #0f766e; color: #ffffff {'}'}
              </Code>
              ; <Code>:hover</Code> may follow it.
            </Text>
          </Box>
          <Box>
            <Text fontWeight="medium">Properties</Text>
            <List.Root ps="5" gap="1" data-testid="theme-properties">
              {THEME_PROPERTY_GROUPS.map((group) => (
                <List.Item key={group.label}>
                  {group.label}: {group.properties.join(', ')} ({group.limits})
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Text color="fg.muted">Fonts: {THEME_FONT_FAMILIES.join(', ')}.</Text>
        </Stack>
      </Box>
    </Stack>
  );
}

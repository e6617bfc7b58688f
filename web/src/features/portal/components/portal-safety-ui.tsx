import { Text, type TextProps } from '@chakra-ui/react';
import { safetyUiLayer, safetyUiProps, safetyUiTypography } from '#web/components/safety-ui.ts';

/**
 * What a piece of safety UI in a portal sets on itself: the mark that keeps the practice's CSS away,
 * its own lettering, and its own layer above anything the practice's theme paints.
 */
export const portalSafetyUi = { ...safetyUiProps, ...safetyUiTypography, ...safetyUiLayer } as const;

/** A line of the portal's safety UI (the AI notices): muted words no practice style reaches. */
export function PortalSafetyText(props: TextProps) {
  return <Text {...portalSafetyUi} color="fg.muted" {...props} />;
}

import { Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';

interface ShareSwitchProps {
  /** The switch's words, e.g. 'Share with my therapist'. */
  label: string;
  shared: boolean;
  disabled?: boolean;
  /** The question the confirmation asks, e.g. 'Share this conversation with Maya Torres?'. */
  confirmTitle: string;
  /** Exactly what the therapist will read once shared, and that sharing can be stopped. */
  confirmDescription: string;
  /** Shares. Runs only after the client has confirmed. */
  onShare: () => Promise<void>;
  /** Stops sharing: no confirmation, it takes effect at once. */
  onStopSharing: () => void;
}

/**
 * 'Share with my therapist': turning it on (by the switch or its words) only asks, in a dialog
 * that says what the therapist will read; nothing is shared until the client chooses Share.
 * Turning it off stops sharing at once.
 */
export function ShareSwitch({
  label,
  shared,
  disabled,
  confirmTitle,
  confirmDescription,
  onShare,
  onStopSharing,
}: ShareSwitchProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Switch.Root
        checked={shared}
        disabled={disabled}
        colorPalette="brand"
        size="md"
        // Turning it on only asks. Without preventDefault the browser would still tick the hidden
        // checkbox (a click on the words or the track, or Space), and a screen reader would hear
        // 'checked' for a conversation that is not shared.
        onClick={(event) => {
          if (shared || disabled) return;
          event.preventDefault();
          setAsking(true);
        }}
        onCheckedChange={(details) => {
          if (details.checked) setAsking(true);
          else onStopSharing();
        }}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={confirmTitle}
        description={confirmDescription}
        confirmLabel="Share"
        tone="brand"
        onConfirm={onShare}
      />
    </>
  );
}

import { Badge, Box, Button, HStack, Spinner, Stack, Text, Wrap } from '@chakra-ui/react';
import { Eraser, Sparkles } from 'lucide-react';
import { useState } from 'react';
import type { Mode, ModeId } from '#shared/domain/modes.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { guideIcons } from '#web/components/guide-card.tsx';
import { IconHeading } from '#web/components/icon-heading.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import {
  clearGuideMemory,
  type GuideMemory,
  isEmptyMemory,
  useGuideMemories,
} from '#web/features/chat/api/guide-memory-api.ts';
import { SideDrawer } from './side-drawer';

interface MemoryDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  modes: readonly Mode[];
}

/** What each guide remembers of the member's journey, with a way to make it forget. */
export function MemoryDrawer({ open, onOpenChange, modes }: MemoryDrawerProps) {
  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      title="What your guides remember"
      placement="end"
      testId="memory-drawer"
    >
      {open && <MemoryList modes={modes} />}
    </SideDrawer>
  );
}

function MemoryList({ modes }: { modes: readonly Mode[] }) {
  const { memories, isLoading, failed, refresh } = useGuideMemories(true);
  const [clearing, setClearing] = useState<Mode | null>(null);

  async function clear(modeId: ModeId) {
    try {
      await clearGuideMemory(modeId);
    } catch (caught) {
      toastFailure('Error', caught, 'The memory could not be cleared. Please try again.');
      throw caught;
    }
    await refresh();
    toaster.create({
      type: 'success',
      title: 'Memory cleared',
      description: `${clearing?.name ?? 'The guide'} starts afresh.`,
    });
  }

  return (
    <Stack gap="5">
      <Text color="fg.muted" fontSize="sm">
        Each guide keeps its own short memory of what you talk about, so it can notice patterns over time.
        Only you can see it, and clearing it cannot be undone.
      </Text>
      {isLoading && (
        <HStack gap="2" color="fg.muted" role="status">
          <Spinner size="sm" aria-hidden="true" />
          <Text fontSize="sm">Loading…</Text>
        </HStack>
      )}
      {failed && (
        <Text color="fg.error" fontSize="sm">
          The guides' memories could not be loaded. Please try again in a moment.
        </Text>
      )}
      {modes.map((mode) => {
        const memory = memories.find((candidate) => candidate.modeId === mode.id);
        return memory ? (
          <GuideMemoryCard key={mode.id} mode={mode} memory={memory} onClear={() => setClearing(mode)} />
        ) : null;
      })}
      <ConfirmDialog
        open={clearing !== null}
        onOpenChange={(open) => !open && setClearing(null)}
        title={`Clear ${clearing?.name ?? 'this guide'}'s memory?`}
        description="The guide forgets the themes, patterns and summary it has gathered. Your conversations stay."
        confirmLabel="Clear memory"
        onConfirm={() => (clearing ? clear(clearing.id) : Promise.resolve())}
      />
    </Stack>
  );
}

function GuideMemoryCard({
  mode,
  memory,
  onClear,
}: {
  mode: Mode;
  memory: GuideMemory;
  onClear: () => void;
}) {
  const Icon = guideIcons[mode.id] ?? Sparkles;
  const empty = isEmptyMemory(memory);
  const headingId = `memory-${mode.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} layerStyle="panel" p="4" data-testid={`memory-${mode.id}`}>
      <HStack justify="space-between" gap="3" mb={empty ? '1' : '3'}>
        <IconHeading icon={Icon} headingId={headingId} title={mode.name} />
        {!empty && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="gray"
            onClick={onClear}
            aria-label={`Clear ${mode.name}'s memory`}
          >
            <Eraser aria-hidden="true" />
            Clear
          </Button>
        )}
      </HStack>
      {empty ? (
        <Text fontSize="sm" color="fg.muted">
          Nothing yet: this guide has not heard from you.
        </Text>
      ) : (
        <Stack gap="3" fontSize="sm">
          {memory.summary && <Text>{memory.summary}</Text>}
          {memory.themes.length > 0 && (
            <Stack gap="1.5">
              <Text fontWeight="semibold" fontSize="xs" color="fg.muted">
                Themes
              </Text>
              <Wrap gap="1.5" data-testid="memory-themes">
                {memory.themes.map((theme) => (
                  <Badge
                    key={theme.label}
                    variant="subtle"
                    colorPalette="brand"
                    size="md"
                    borderRadius="full"
                  >
                    {theme.label}
                    <Text as="span" color="fg.muted" fontWeight="normal">
                      {' '}
                      × {theme.count}
                    </Text>
                  </Badge>
                ))}
              </Wrap>
            </Stack>
          )}
          {memory.patterns.length > 0 && (
            <Stack gap="1.5">
              <Text fontWeight="semibold" fontSize="xs" color="fg.muted">
                Patterns noticed
              </Text>
              <Box as="ul" ps="5" listStyleType="disc">
                {memory.patterns.map((pattern) => (
                  <li key={pattern}>{pattern}</li>
                ))}
              </Box>
            </Stack>
          )}
          <Text fontSize="xs" color="fg.muted">
            From {memory.exchanges} {memory.exchanges === 1 ? 'message' : 'messages'}
          </Text>
        </Stack>
      )}
    </Box>
  );
}

import {
  Avatar,
  Badge,
  Box,
  Button,
  ButtonGroup,
  HStack,
  Input,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { type ComponentType, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { ClientStatus, PracticeClient } from '#shared/api/schemas/clients.ts';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import {
  inviteClient,
  setClientActive,
  useClients,
} from '#web/features/therapist-dashboard/api/dashboard-api.ts';
import { countOf } from '#web/features/therapist-dashboard/model/dashboard-words.ts';
import { initialsOf, lastActiveText } from '#web/features/therapist-dashboard/model/last-active.ts';
import { AddClientDialog } from './add-client-dialog';
import { ClientMetricsDialog } from './client-metrics-dialog';
import { EmptyState } from './empty-state';

type Filter = 'all' | 'active' | 'inactive';

/**
 * What other features add to the Clients tab, handed in by the app (features never import each
 * other): a tool on each client's row, and tools beside Add Client.
 */
export interface ClientsTabExtensions {
  clientTool?: ComponentType<{ client: PracticeClient }>;
  toolbar?: ReactNode;
}

/** How each status reads on a row: only a client who accepted the invitation is 'active'. */
const statusBadges: Record<
  ClientStatus,
  { label: string; colorPalette: string; variant: 'subtle' | 'outline' }
> = {
  active: { label: 'active', colorPalette: 'green', variant: 'subtle' },
  invited: { label: 'invited', colorPalette: 'blue', variant: 'subtle' },
  'not-joined': { label: 'not joined yet', colorPalette: 'gray', variant: 'outline' },
  inactive: { label: 'inactive', colorPalette: 'gray', variant: 'subtle' },
};

interface ClientRowProps {
  client: PracticeClient;
  onChanged: () => Promise<unknown>;
  onShowMetrics: (client: PracticeClient) => void;
  ClientTool?: ClientsTabExtensions['clientTool'];
}

function ClientRow({ client, onChanged, onShowMetrics, ClientTool }: ClientRowProps) {
  const [busy, setBusy] = useState(false);
  const name = `${client.firstName} ${client.lastName}`;
  const act = async (action: () => Promise<unknown>, success: { title: string; description: string }) => {
    setBusy(true);
    try {
      await action();
      toaster.create({ type: 'success', ...success });
      await onChanged();
    } catch (error) {
      toastFailure('Error', error, 'Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const sessions = countOf(client.totalSessions, 'session');
  const badge = statusBadges[client.status];
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" bg="bg" data-testid="client-row">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <HStack gap="3" align="start">
          <Avatar.Root size="md" colorPalette="brand">
            <Avatar.Fallback>{initialsOf(client.firstName, client.lastName)}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="0.5">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{name}</Text>
              <Badge colorPalette={badge.colorPalette} variant={badge.variant} data-testid="client-status">
                {badge.label}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {sessions} · Last active: {lastActiveText(client.lastSessionDate)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {client.email ?? 'No email'}
              {client.clientIdentifier ? ` · ID: ${client.clientIdentifier}` : ''}
            </Text>
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap" align="start">
          <Button size="sm" variant="outline" onClick={() => onShowMetrics(client)}>
            Metrics<VisuallyHidden> for {name}</VisuallyHidden>
          </Button>
          {ClientTool && (
            <Suspense fallback={null}>
              <ClientTool client={client} />
            </Suspense>
          )}
          {client.email && client.isActive && !client.hasAccount && (
            <Button
              size="sm"
              variant="outline"
              loading={busy}
              onClick={() =>
                act(() => inviteClient(client.id), {
                  title: 'Invitation sent',
                  description: `${client.firstName} will receive your portal link by mail.`,
                })
              }
            >
              {client.invitedAt ? 'Invite again' : 'Invite'}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            loading={busy}
            onClick={() =>
              act(() => setClientActive(client.id, !client.isActive), {
                title: client.isActive ? 'Client deactivated' : 'Client reactivated',
                description: name,
              })
            }
          >
            {client.isActive ? 'Deactivate' : 'Reactivate'}
            <VisuallyHidden> {name}</VisuallyHidden>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/** The Clients tab: search, filter, add, and one row per client (metrics only). */
export function ClientsTab({
  onChanged,
  extensions = {},
}: {
  onChanged?: () => void;
  extensions?: ClientsTabExtensions;
}) {
  const { data, mutate, isLoading } = useClients();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [metricsOf, setMetricsOf] = useState<PracticeClient | null>(null);
  const clients = data?.clients ?? [];
  const shown = useMemo(() => {
    const query = search.trim().toLowerCase();
    return clients.filter(
      (client) =>
        (filter === 'all' || (client.status === 'active') === (filter === 'active')) &&
        (!query || `${client.firstName} ${client.lastName}`.toLowerCase().includes(query)),
    );
  }, [clients, filter, search]);
  const refresh = async () => {
    await mutate();
    onChanged?.();
  };

  return (
    <Stack gap="4">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <HStack gap="3" wrap="wrap">
          <Input
            aria-label="Search clients by name"
            placeholder="Search clients…"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            maxW={{ base: 'full', md: '64' }}
          />
          <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show clients">
            {(['all', 'active', 'inactive'] as const).map((value) => (
              <Button
                key={value}
                aria-pressed={filter === value}
                variant={filter === value ? 'solid' : 'outline'}
                colorPalette={filter === value ? 'brand' : 'gray'}
                onClick={() => setFilter(value)}
              >
                {value === 'all' ? 'All' : value === 'active' ? 'Active' : 'Inactive'}
              </Button>
            ))}
          </ButtonGroup>
        </HStack>
        <HStack gap="2" wrap="wrap">
          {extensions.toolbar && <Suspense fallback={null}>{extensions.toolbar}</Suspense>}
          <AddClientDialog onAdded={refresh} />
        </HStack>
      </Stack>
      {!isLoading && clients.length === 0 ? (
        <EmptyState title="No clients yet" hint="Add your first client to get started!" />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Clients">
          {shown.map((client) => (
            <ClientRow
              key={client.id}
              client={client}
              onChanged={refresh}
              onShowMetrics={setMetricsOf}
              ClientTool={extensions.clientTool}
            />
          ))}
          {shown.length === 0 && <Text color="fg.muted">No clients match.</Text>}
        </Stack>
      )}
      <ClientMetricsDialog
        clientId={metricsOf?.id ?? null}
        clientName={metricsOf ? `${metricsOf.firstName} ${metricsOf.lastName}` : ''}
        onClose={() => setMetricsOf(null)}
      />
    </Stack>
  );
}

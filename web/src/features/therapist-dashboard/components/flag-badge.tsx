import { Badge } from '@chakra-ui/react';
import type { ConversationSummary } from '#shared/api/schemas/practice-dashboard.ts';

type Grade = NonNullable<ConversationSummary['flag']>['grade'];

const looks: Record<Grade, { label: string; palette: string }> = {
  'check-in': { label: 'Check-in asked', palette: 'orange' },
  crisis: { label: 'Crisis', palette: 'red' },
  imminent: { label: 'Imminent risk', palette: 'red' },
};

/** The grade of a safety flag, in words and colour. */
export function FlagBadge({ grade }: { grade: Grade }) {
  const look = looks[grade];
  return (
    <Badge colorPalette={look.palette} variant={grade === 'imminent' ? 'solid' : 'subtle'}>
      Flagged · {look.label}
    </Badge>
  );
}

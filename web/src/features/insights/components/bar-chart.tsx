import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface BarChartRow {
  /** Read by screen readers and in the table: '23 Nov 2026', 'Evening'. */
  label: string;
  /** Written under the bar; the label when absent. */
  axisLabel?: string;
  value: number;
}

interface BarChartProps {
  title: string;
  /** What the chart shows, in a sentence: the SVG's description and the text beside it. */
  summary: string;
  rows: readonly BarChartRow[];
  /** The table's first column header: 'Week', 'Time of day'. */
  rowHeader: string;
  /** The table's value column header: 'Messages'. */
  valueHeader: string;
}

const WIDTH = 600;
const PLOT_HEIGHT = 140;
const TOP_ROOM = 22;
const AXIS_ROOM = 26;

/**
 * Bars drawn as inline SVG (no chart library), labelled for screen readers, with the same numbers
 * in a table that anyone can open. Colours come from the theme, so both colour modes keep contrast.
 */
export function BarChart({ title, summary, rows, rowHeader, valueHeader }: BarChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  const top = Math.max(1, ...rows.map((row) => row.value));
  const slot = WIDTH / Math.max(1, rows.length);
  const barWidth = Math.min(48, slot * 0.64);
  // Every label when they fit, otherwise every third one counted back from the latest (the
  // table has them all).
  const labelEvery = rows.length > 6 ? 3 : 1;

  return (
    <Stack as="figure" gap="3" m="0">
      <Text as="figcaption" fontWeight="semibold" id={titleId}>
        {title}
      </Text>
      <Text fontSize="sm" color="fg.muted" id={summaryId}>
        {summary}
      </Text>
      <Box color="fg.muted">
        <svg
          viewBox={`0 0 ${WIDTH} ${TOP_ROOM + PLOT_HEIGHT + AXIS_ROOM}`}
          width="100%"
          role="img"
          aria-labelledby={`${titleId} ${summaryId}`}
        >
          <title>{title}</title>
          {rows.map((row, index) => {
            const height = (row.value / top) * PLOT_HEIGHT;
            const x = index * slot + (slot - barWidth) / 2;
            const y = TOP_ROOM + PLOT_HEIGHT - height;
            return (
              <g key={row.label}>
                <rect
                  x={x}
                  y={y}
                  width={barWidth}
                  height={Math.max(height, row.value > 0 ? 2 : 0)}
                  rx="3"
                  fill="var(--chakra-colors-brand-solid)"
                />
                {row.value > 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={y - 5}
                    fontSize="15"
                    textAnchor="middle"
                    fill="var(--chakra-colors-fg)"
                  >
                    {row.value}
                  </text>
                )}
                {(rows.length - 1 - index) % labelEvery === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={TOP_ROOM + PLOT_HEIGHT + 19}
                    fontSize="15"
                    textAnchor="middle"
                    fill="var(--chakra-colors-fg)"
                  >
                    {row.axisLabel ?? row.label}
                  </text>
                )}
              </g>
            );
          })}
          <line
            x1="0"
            y1={TOP_ROOM + PLOT_HEIGHT}
            x2={WIDTH}
            y2={TOP_ROOM + PLOT_HEIGHT}
            stroke="var(--chakra-colors-border-emphasized)"
          />
        </svg>
      </Box>
      <Box as="details" fontSize="sm">
        <Box as="summary" cursor="pointer" color="brand.fg" fontWeight="medium" w="fit-content">
          Show as a table
        </Box>
        <Table.Root size="sm" mt="2" maxW="sm">
          <Table.Caption captionSide="top" textAlign="start" color="fg.muted" mb="1">
            {title}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{rowHeader}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {valueHeader}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.label}>
                <Table.Cell as="th" scope="row" fontWeight="normal">
                  {row.label}
                </Table.Cell>
                <Table.Cell textAlign="end">{row.value}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

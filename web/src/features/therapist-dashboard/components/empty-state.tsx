import { Stack, Text } from '@chakra-ui/react';

/** What a dashboard tab shows while it has nothing to list: a bold line and what will fill it. */
export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <Stack
      align="center"
      py="10"
      gap="1"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderRadius="lg"
    >
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted">{hint}</Text>
    </Stack>
  );
}

import { Heading, Link, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** A plain page that proves client-side routing reaches the app. */
export function WorkingTestPage() {
  useDocumentTitle('Routing test');
  return (
    <VStack as="main" minH="100dvh" justify="center" gap="3" px="6" textAlign="center">
      <Heading as="h1" fontSize="2xl">
        Routing works
      </Heading>
      <Text color="fg.muted">This test page is served by the Mirrorwell web app.</Text>
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to={paths.home}>Back to the home page</RouterLink>
      </Link>
    </VStack>
  );
}

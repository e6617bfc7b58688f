import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <VStack as="main" minH="100dvh" justify="center" gap="4" px="6" textAlign="center">
      <Text color="brand.fg" fontWeight="semibold" fontSize="sm" letterSpacing="wider">
        404
      </Text>
      <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }}>
        Page not found
      </Heading>
      <Text color="fg.muted" maxW="md">
        The page you were looking for is not here. It may have moved, or the address may have a typo.
      </Text>
      <Button asChild mt="2">
        <RouterLink to={paths.home}>Go to the home page</RouterLink>
      </Button>
    </VStack>
  );
}

import { Button, Card, HStack } from '@chakra-ui/react';
import { CodeLine } from '#web/components/code-line.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';

/** The practice's portal: `{protocol}//{subdomain}.{host}` of this deployment. */
export function portalUrlOf(subdomain: string): string {
  return `${window.location.protocol}//${subdomain}.${window.location.host}`;
}

/** The Client Portal Access card: the link, Copy and Preview. */
export function PortalAccessCard({ subdomain }: { subdomain: string }) {
  const url = portalUrlOf(subdomain);
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toaster.create({
        type: 'success',
        title: 'Link copied!',
        description: 'Client portal link copied to clipboard',
      });
    } catch {
      toaster.create({
        type: 'error',
        title: 'Copy failed',
        description: `Select and copy the link: ${url}`,
      });
    }
  }
  return (
    <Card.Root variant="outline">
      <Card.Header pb="2">
        <Card.Title>Client Portal Access</Card.Title>
        <Card.Description>Share this link with your clients. It opens your branded portal.</Card.Description>
      </Card.Header>
      <Card.Body pt="0">
        <HStack gap="3" wrap="wrap">
          <CodeLine data-testid="portal-link">{url}</CodeLine>
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            Copy
          </Button>
          <Button size="sm" variant="outline" asChild>
            <a href={`/${subdomain}`} target="_blank" rel="noopener noreferrer">
              Preview
            </a>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';

interface AppErrorBoundaryState {
  failed: boolean;
}

/**
 * The last safety net: if a screen fails to render (or its code cannot be loaded, e.g. after a
 * new release), the member sees a calm way forward instead of a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Screen failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <VStack as="main" minH="100dvh" justify="center" gap="4" px="6" textAlign="center">
        <Heading as="h1" fontSize="3xl">
          Something went wrong
        </Heading>
        <Text color="fg.muted" maxW="md">
          This page could not be shown. Nothing you wrote has been lost. Reloading usually helps.
        </Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </VStack>
    );
  }
}

import { Alert } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';

interface FocusedNoticeProps {
  /** Good news is announced as a status, a problem as an alert. */
  status: 'success' | 'warning';
  /** Bold words above the message; none where the message says it all. */
  title?: string;
  children: ReactNode;
  testId?: string;
}

/**
 * What an account step came to, in the form's place (a link sent, a link that no longer works),
 * focused as it appears so a screen reader reads it at once.
 */
export function FocusedNotice({ status, title, children, testId }: FocusedNoticeProps) {
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => noticeRef.current?.focus(), []);
  return (
    <Alert.Root
      status={status}
      borderRadius="lg"
      ref={noticeRef}
      tabIndex={-1}
      role={status === 'success' ? 'status' : 'alert'}
      data-testid={testId}
    >
      <Alert.Indicator />
      <Alert.Content gap={title ? '1' : undefined}>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description color="fg">{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

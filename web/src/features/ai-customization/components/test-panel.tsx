import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TestAiReply } from '#shared/api/schemas/ai-configuration.ts';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';
import { SafetyResourcesLine } from '#web/components/safety-resources-line.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { testAiConfiguration } from '#web/features/ai-customization/api/ai-config-api.ts';
import { TextField } from './config-fields';
import { TestReplyContent } from './test-reply-content';

/** The Test AI tab: one message answered with the settings on the page, saved or not. */
export function TestPanel({ config }: { config: AiConfiguration }) {
  const [message, setMessage] = useState('');
  const [testing, setTesting] = useState(false);
  const [reply, setReply] = useState<TestAiReply | null>(null);
  const greeting = config.clientGreeting.trim();
  async function test() {
    if (!message.trim()) {
      toaster.create({
        type: 'error',
        title: 'Enter Test Message',
        description: 'Please enter a message to test your AI configuration.',
      });
      return;
    }
    setTesting(true);
    setReply(null);
    try {
      setReply(await testAiConfiguration(message, config));
    } catch (error) {
      toastFailure('Test Failed', error, 'Unable to test AI configuration. Please try again.');
    } finally {
      setTesting(false);
    }
  }
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Try a message a client might send. The answer uses the settings on this page, saved or not.
      </Text>
      <TextField label="Test message" value={message} onChange={setMessage} max={4000} />
      <Button
        alignSelf="start"
        colorPalette="brand"
        onClick={() => void test()}
        loading={testing}
        loadingText="Testing…"
      >
        Test Response
      </Button>
      {reply && (
        <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" data-testid="test-ai-reply">
          {greeting && (
            <Box mb="3" pb="3" borderBottomWidth="1px" data-testid="test-ai-greeting">
              <Text fontSize="sm" color="fg.muted" mb="1">
                Your greeting, shown once when a client's first conversation opens:
              </Text>
              <Text>{greeting}</Text>
            </Box>
          )}
          <Text fontSize="sm" color="fg.muted" mb="2">
            {reply.answeredBy === 'safety'
              ? 'The safety screen answered: a client would see crisis resources and your emergency instructions.'
              : `Your assistant answered (${reply.engine === 'offline' ? 'offline guide' : 'model'}):`}
          </Text>
          <TestReplyContent reply={reply} />
          {reply.safety?.grade === 'note' && (
            <Stack gap="1" mt="3">
              <Text fontSize="xs" color="fg.muted">
                The screen read possible risk: a client would also see this line beside the reply.
              </Text>
              <SafetyResourcesLine resources={reply.safety.resources} />
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}

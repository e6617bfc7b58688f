import { Box, Button, Dialog, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import {
  type PortalPromptCard,
  PROMPT_ANSWER_MAX,
  type PromptAnswerReply,
} from '#shared/api/schemas/reflection-prompts.ts';
import { replacesReply } from '#shared/domain/safety-grades.ts';
import { AppDialog } from '#web/components/app-dialog.tsx';
import { CrisisResourceCard } from '#web/components/crisis-resource-card.tsx';
import { SafetyResourcesLine } from '#web/components/safety-resources-line.tsx';
import { answerPortalPrompt } from '#web/features/reflection-prompts/api/reflection-prompts-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';

interface Exchange {
  id: string;
  text: string;
  reply: PromptAnswerReply['reply'];
  journal: PromptAnswerReply['journal'];
}

function ReplyOf({ exchange }: { exchange: Exchange }) {
  const { reply, journal } = exchange;
  const safety = reply?.safety ?? journal?.safety;
  if (reply && replacesReply(reply.safety.grade)) {
    return (
      <CrisisResourceCard
        content={reply.response}
        grade={reply.safety.grade as 'check-in' | 'crisis' | 'imminent'}
        resources={reply.safety.resources}
      />
    );
  }
  if (journal?.resources) {
    return <CrisisResourceCard content={journal.resources} resources={journal.safety.resources} />;
  }
  return (
    <Stack gap="1">
      {reply ? (
        <Box bg="bg.muted" borderRadius="lg" px="3" py="2" data-testid="prompt-guide-reply">
          <Text whiteSpace="pre-wrap">{reply.response}</Text>
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="prompt-journal-saved">
          Saved to your private journal.
        </Text>
      )}
      {safety && safety.grade === 'note' && <SafetyResourcesLine resources={safety.resources} />}
    </Stack>
  );
}

/**
 * Answering a prompt: the prompt as the first question, the client's words, and the practice's
 * assistant replying (a short guided conversation), or in Illinois and Nevada the private journal.
 * The answer box has focus when the dialog opens.
 */
export function AnswerPromptDialog({
  card,
  answersIn,
  open,
  onClose,
}: {
  card: PortalPromptCard;
  answersIn: 'conversation' | 'journal';
  open: boolean;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const sessionId = exchanges.at(-1)?.reply?.sessionId ?? card.current?.sessionId ?? null;
  const journal = answersIn === 'journal';
  const savedOnce = journal && exchanges.length > 0;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = text.trim();
    if (!message || sending) return;
    setSending(true);
    setError(null);
    try {
      const answered = await answerPortalPrompt(card.id, message, journal ? null : sessionId);
      setExchanges((earlier) => [
        ...earlier,
        { id: `${earlier.length}`, text: message, reply: answered.reply, journal: answered.journal },
      ]);
      setText('');
    } catch (failure) {
      setError(errorMessage(failure, 'Your answer was not sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <AppDialog
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      title={card.title}
      description={
        journal
          ? 'Your answer is saved to your private journal. No AI replies.'
          : 'A short conversation with your practice’s AI assistant. Your words stay private unless you share the conversation.'
      }
      edgeToEdge
    >
      <Dialog.Body>
        <Stack gap="3" aria-live="polite">
          <Box borderLeftWidth="3px" borderColor="brand.solid" ps="3">
            <Text whiteSpace="pre-wrap">{card.text}</Text>
          </Box>
          {exchanges.map((exchange) => (
            <Stack key={exchange.id} gap="2">
              <Box alignSelf="end" bg="brand.subtle" borderRadius="lg" px="3" py="2" maxW="85%">
                <Text whiteSpace="pre-wrap">{exchange.text}</Text>
              </Box>
              <ReplyOf exchange={exchange} />
            </Stack>
          ))}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {savedOnce ? (
          <Button colorPalette="brand" onClick={onClose} w="full">
            Done
          </Button>
        ) : (
          <form onSubmit={send} style={{ width: '100%' }} aria-label="Your answer">
            <Stack gap="2">
              <Textarea
                aria-label={exchanges.length ? 'Reply' : 'Your answer'}
                autoFocus
                rows={3}
                maxLength={PROMPT_ANSWER_MAX}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              {error && (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {error}
                </Text>
              )}
              <Stack direction="row" justify="end" gap="2">
                {exchanges.length > 0 && (
                  <Button variant="outline" onClick={onClose}>
                    Done
                  </Button>
                )}
                <Button type="submit" colorPalette="brand" loading={sending} disabled={!text.trim()}>
                  {journal ? 'Save' : 'Send'}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}
      </Dialog.Footer>
    </AppDialog>
  );
}

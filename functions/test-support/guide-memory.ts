import { updateMemoryOffline } from '#functions/core/guides/memory.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';

/**
 * Mirror's offline memory after the member wrote `message` `times` times (message ids m0, m1 ...),
 * each remembered at `now` when given (otherwise at the time of the call).
 */
export function memoryOfRepeatedMessage(message: string, times: number, now?: string): GuideMemory {
  let memory: GuideMemory | null = null;
  for (let index = 0; index < times; index++) {
    memory = updateMemoryOffline(memory, {
      modeId: 'mirror',
      userMessage: message,
      userMessageId: `m${index}`,
      ...(now ? { now } : {}),
    });
  }
  if (!memory) throw new Error('a memory needs at least one message');
  return memory;
}

/** The events of a Server-Sent Events reply, each read by `parse` (null: not of the contract, left out). */
export function readServerSentEvents<E>(text: string, parse: (name: string, data: string) => E | null): E[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('event:'))
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return parse(eventLine?.slice(7) ?? '', dataLine?.slice(6) ?? '');
    })
    .filter((event): event is E => event !== null);
}

/** Any event as its name and parsed JSON data, for tests that read fields loosely. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever fields the event carries.
export const anyEvent = (name: string, data: string): { event: string; data: any } => ({
  event: name,
  data: JSON.parse(data || 'null'),
});

/** What the reply's token events say, joined as the browser shows them. */
export function streamedText(events: ReturnType<typeof anyEvent>[]): string {
  return events
    .filter((event) => event.event === 'token')
    .map((event) => event.data.text)
    .join('');
}

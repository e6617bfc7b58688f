import { screenConversation } from '#functions/core/safety/screen-conversation.ts';

const msgs = process.argv.slice(2);
const earlier = msgs.slice(0, -1).map((text) => ({ role: 'user' as const, text }));
const s = screenConversation({ message: msgs.at(-1)!, earlier });
console.log(s.level, s.signals.join(','), s.reason);

import { sendPromptReminders } from '#functions/core/reflection-prompts/prompt-reminders.ts';

/**
 * The reflection prompt reminders' scheduled Lambda (an EventBridge rule, a few times a day): no
 * HTTP, no event fields read. Each waiting occurrence is mailed once (a conditional marker), so a
 * second run sends nothing more.
 */
export const handler = async (): Promise<{ sent: number }> => {
  const sent = await sendPromptReminders();
  console.log(JSON.stringify({ message: 'reflection prompt reminders', sent }));
  return { sent };
};

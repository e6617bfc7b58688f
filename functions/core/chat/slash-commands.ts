import { type ModeId, modes } from '#shared/domain/modes.ts';

export interface SlashCommand {
  modeId: ModeId;
  /** What the member wrote after the command; it goes to the new guide. */
  rest: string;
}

/** `/shadowmode what am I avoiding?` switches to Shadow and sends the question to it. */
export function parseSlashCommand(message: string): SlashCommand | undefined {
  const match = /^\s*(\/[a-z]+)(?=\s|$)\s*([\s\S]*)$/i.exec(message);
  if (!match) return undefined;
  const command = (match[1] as string).toLowerCase();
  const mode = modes.find((candidate) => candidate.slashCommand === command);
  return mode ? { modeId: mode.id, rest: (match[2] ?? '').trim() } : undefined;
}

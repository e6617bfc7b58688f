import { getMode, type ModeId } from '#shared/domain/modes.ts';

const TITLE_MAX = 60;

/** A conversation is titled after its first words; a bare slash command names the guide. */
export function titleFromFirstMessage(text: string, modeId: ModeId): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return `${getMode(modeId).name} conversation`;
  if (flat.length <= TITLE_MAX) return flat;
  const cut = flat.slice(0, TITLE_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 30 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

import { readStored, removeStored, storageKeys, writeStored } from '#web/lib/browser-storage.ts';

/** Whether this browser has closed the founder's story before (it opens by itself only until then). */
export function hasSeenFounderStory(): boolean {
  return readStored(storageKeys.hasSeenFounderStory) !== null;
}

export function recordFounderStorySeen(): void {
  writeStored(storageKeys.hasSeenFounderStory, 'true');
}

/** 'Why I Built This': forget that the story was seen and reload, so it opens as on a first visit. */
export function showFounderStoryAgain(): void {
  removeStored(storageKeys.hasSeenFounderStory);
  window.location.reload();
}

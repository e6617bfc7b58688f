/**
 * Short paragraphs on purpose: the story opens over the landing page after it has painted, and no
 * block of it should outweigh the page's own headline as the largest thing on screen.
 */
export const founderStoryParagraphs = [
  'For years I worked things out by writing them down, and later by talking them through with AI. Somewhere past 15,000 of those chats, I noticed a pattern of my own.',
  'The conversations that helped most did not hand me advice. They reflected my words back, asked one honest question, and remembered what I had said the week before.',
  'Mirrorwell is that kind of space: four guides, each with its own way of listening and its own memory of your journey.',
  'It is not therapy, and it never pretends to be. It is a quiet place to notice your patterns at your own pace. I hope it helps you the way it helped me.',
] as const;

export const FOUNDER_STORY_TITLE = 'Why I Built This';

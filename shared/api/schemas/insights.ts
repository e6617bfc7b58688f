import * as z from 'zod/mini';
import { modeIds } from '#shared/domain/modes.ts';
import { tiers } from '#shared/domain/tiers.ts';

/**
 * Insights: what each guide has noticed and how often the member reflects (every tier), and for
 * Pro and Lifetime the patterns over time, charts and a weekly reflection written by a guide.
 * The request schemas validate input; the reply schemas are the contract the browser reads (the
 * integration tests parse real replies with them).
 */

/** The tier that opens advanced insights (decisions: 'Tiers and usage'). */
export const ADVANCED_INSIGHTS_TIER = 'pro' as const;
/** Weeks shown in the patterns over time, the current one included. */
export const INSIGHT_WEEKS = 12;

export const insightsMessages = {
  timeZone: 'Unknown time zone',
  upgrade:
    'Advanced insights, with patterns over time, charts and a weekly reflection from your guide, are part of the Pro plan. Upgrade to Pro to open them.',
  nothingThisWeek:
    'There is nothing to reflect on yet: write to one of your guides this week, then ask for your reflection.',
  guideUnavailable:
    'Your guide could not write this week’s reflection right now. Please try again in a moment.',
} as const;

/** The member's time zone (IANA), so "today", streaks and weeks are their own. */
const timeZoneField = z._default(
  z.string({ error: insightsMessages.timeZone }).check(
    z.maxLength(64, insightsMessages.timeZone),
    z.refine((value) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: value });
        return true;
      } catch {
        return false;
      }
    }, insightsMessages.timeZone),
  ),
  'UTC',
);

export const insightsQuerySchema = z.object({ timeZone: timeZoneField });
export const weeklyReflectionRequestSchema = z.object({ timeZone: timeZoneField });

const modeIdSchema = z.enum(modeIds);

/** Where a theme came from: a member message, named by its conversation's title and the date, never its text. */
export const messageLinkSchema = z.object({
  conversationId: z.string(),
  messageId: z.string(),
  /** The conversation's title, or '{Guide} conversation' when the title holds words no guide repeats. */
  conversationTitle: z.string(),
  sentAt: z.string(),
});
export type MessageLink = z.infer<typeof messageLinkSchema>;

export const themeInsightSchema = z.object({
  label: z.string(),
  /** Member messages that touched the theme, as the guide counted them. */
  count: z.number(),
  lastSeenAt: z.string(),
  /** The most recent source messages still within the messages insights read, newest first. */
  sources: z.array(messageLinkSchema),
});
export type ThemeInsight = z.infer<typeof themeInsightSchema>;

export const guideThemesSchema = z.object({
  modeId: modeIdSchema,
  name: z.string(),
  /** Whether the member's plan includes this guide (a guide from an earlier plan keeps its themes). */
  open: z.boolean(),
  exchanges: z.number(),
  themes: z.array(themeInsightSchema),
});
export type GuideThemes = z.infer<typeof guideThemesSchema>;

export const reflectionFrequencySchema = z.object({
  daysReflectedLast7: z.number(),
  daysReflectedLast30: z.number(),
  /** Days in a row with at least one message, up to today (or yesterday, while today is still open). */
  currentStreakDays: z.number(),
  messagesLast7Days: z.number(),
  /** Over the last 4 weeks, or since the first message when that is more recent; one decimal. */
  averageMessagesPerWeek: z.number(),
  lastReflectedAt: z.nullable(z.string()),
});
export type ReflectionFrequency = z.infer<typeof reflectionFrequencySchema>;

const themeCountSchema = z.object({ label: z.string(), count: z.number() });

export const weekActivitySchema = z.object({
  /** `2026-W48` */
  isoWeek: z.string(),
  /** The Monday that starts it, `YYYY-MM-DD`, in the member's time zone. */
  weekStart: z.string(),
  messages: z.number(),
  daysReflected: z.number(),
  themes: z.array(themeCountSchema),
});
export type WeekActivity = z.infer<typeof weekActivitySchema>;

export const themeTrendSchema = z.object({
  label: z.string(),
  total: z.number(),
  weeksPresent: z.number(),
  /** The last 4 weeks against the 8 before them. */
  direction: z.enum(['new', 'rising', 'steady', 'easing']),
});
export type ThemeTrend = z.infer<typeof themeTrendSchema>;

export const timesOfDayCountSchema = z.object({
  morning: z.number(),
  afternoon: z.number(),
  evening: z.number(),
  night: z.number(),
});

export const weeklyReflectionSchema = z.object({
  isoWeek: z.string(),
  modeId: modeIdSchema,
  guideName: z.string(),
  text: z.string(),
  writtenBy: z.object({ id: z.enum(['openai', 'offline']), label: z.string() }),
  createdAt: z.string(),
});
export type WeeklyReflection = z.infer<typeof weeklyReflectionSchema>;

export const advancedInsightsSchema = z.object({
  /** Oldest first, the current week last. */
  weeks: z.array(weekActivitySchema),
  trends: z.array(themeTrendSchema),
  /** When the member writes (morning 06-12, afternoon 12-18, evening 18-22, night), over the weeks shown. */
  timeOfDay: timesOfDayCountSchema,
  guidesUsed: z.array(z.object({ modeId: modeIdSchema, name: z.string(), messages: z.number() })),
  /** What each guide has noted as recurring (cleaned notes). */
  patterns: z.array(z.object({ modeId: modeIdSchema, name: z.string(), patterns: z.array(z.string()) })),
  currentIsoWeek: z.string(),
  weeklyReflection: z.nullable(weeklyReflectionSchema),
  /** A reflection can be written once there are messages in the past 7 days. */
  canWriteReflection: z.boolean(),
});
export type AdvancedInsights = z.infer<typeof advancedInsightsSchema>;

export const insightsSchema = z.object({
  tier: z.enum(tiers),
  timeZone: z.string(),
  generatedAt: z.string(),
  /** Insights read a fixed window of recent messages; `complete` is false when older ones were left out. */
  window: z.object({ memberMessages: z.number(), complete: z.boolean() }),
  guides: z.array(guideThemesSchema),
  frequency: reflectionFrequencySchema,
  advanced: z.nullable(advancedInsightsSchema),
  /** For Freemium and Standard: which plan opens advanced insights, and where. */
  locked: z.nullable(
    z.object({
      requiredTier: z.literal(ADVANCED_INSIGHTS_TIER),
      tierLabel: z.string(),
      message: z.string(),
      upgradeUrl: z.string(),
    }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;

export const weeklyReflectionReplySchema = z.object({
  reflection: weeklyReflectionSchema,
  /** False when this week's reflection already existed and is returned as it was. */
  created: z.boolean(),
});
export type WeeklyReflectionReply = z.infer<typeof weeklyReflectionReplySchema>;

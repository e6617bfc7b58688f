import { deleteItem, getItem, putItem, whenConditionHolds } from '#functions/core/db/item-operations.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import { queryAll } from '#functions/core/db/query-all.ts';
import { setAttributes } from '#functions/core/db/set-attributes.ts';
import type { WeeklyDigestSettings } from '#shared/api/schemas/therapist-digest.ts';

/**
 * The weekly digest's settings (one item in the practice's partition) and the list the scheduled
 * sender reads (one item per practice that opted in, holding only the practice's id).
 */
export const DIGEST_OFF: WeeklyDigestSettings = { enabled: false, includeClientNames: false };

export async function getWeeklyDigestSettings(tenantId: string): Promise<WeeklyDigestSettings> {
  const stored = await getItem(keys.weeklyDigestSettings(tenantId));
  if (!stored) return DIGEST_OFF;
  return { enabled: stored.enabled === true, includeClientNames: stored.includeClientNames === true };
}

/** Saves the settings and puts the practice on (or takes it off) the sender's list. */
export async function saveWeeklyDigestSettings(
  tenantId: string,
  settings: WeeklyDigestSettings,
): Promise<void> {
  const now = new Date().toISOString();
  await setAttributes(keys.weeklyDigestSettings(tenantId), {
    type: 'weeklyDigestSettings',
    enabled: settings.enabled,
    includeClientNames: settings.includeClientNames,
    updatedAt: now,
  });
  const listed = keys.weeklyDigestSubscriber(tenantId);
  if (settings.enabled) {
    await putItem({ ...listed, type: 'weeklyDigestSubscriber', tenantId });
  } else {
    await deleteItem(listed);
  }
}

/** The practices that opted in to the digest. */
export async function listWeeklyDigestSubscribers(): Promise<string[]> {
  const items = await queryAll(prefixes.weeklyDigestSubscribers, undefined, { attributes: ['tenantId'] });
  return items.map((item) => String(item.tenantId));
}

/**
 * Marks this week's digest as sent, once: false when it already was (a second run of the schedule,
 * or two at once, send nothing more).
 */
export async function claimDigestWeek(tenantId: string, isoWeek: string): Promise<boolean> {
  return whenConditionHolds(
    setAttributes(
      keys.weeklyDigestSettings(tenantId),
      { lastSentWeek: isoWeek },
      {
        onlyIf: {
          expression:
            'attribute_exists(pk) AND (attribute_not_exists(lastSentWeek) OR lastSentWeek <> :week)',
          values: { ':week': isoWeek },
        },
      },
    ),
  );
}

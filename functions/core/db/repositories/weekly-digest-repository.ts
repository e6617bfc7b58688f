import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '#functions/core/db/client.ts';
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
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.weeklyDigestSettings(tenantId) }),
  );
  if (!result.Item) return DIGEST_OFF;
  return {
    enabled: result.Item.enabled === true,
    includeClientNames: result.Item.includeClientNames === true,
  };
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
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...listed, type: 'weeklyDigestSubscriber', tenantId },
      }),
    );
  } else {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: listed }));
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
  try {
    await setAttributes(
      keys.weeklyDigestSettings(tenantId),
      { lastSentWeek: isoWeek },
      {
        onlyIf: {
          expression:
            'attribute_exists(pk) AND (attribute_not_exists(lastSentWeek) OR lastSentWeek <> :week)',
          values: { ':week': isoWeek },
        },
      },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

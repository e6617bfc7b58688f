import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { monotonicFactory } from 'ulid';
import type { AddressedMail } from './mail-message';

/**
 * The local stand-in for sending mail: every mail becomes one JSON file in the outbox folder
 * (DATA_DIR/outbox under `npm start`), named by a ULID so names sort by time. The local runtime's
 * development mailbox lists them; nothing here runs in AWS.
 */
export interface OutboxMail extends AddressedMail {
  /** The file's name without `.json`. */
  id: string;
  createdAt: string;
}

/** Ids grow even within one millisecond, so the newest mail always sorts last. */
const nextMailId = monotonicFactory();
const MAIL_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

export function isOutboxMailId(value: string): boolean {
  return MAIL_ID.test(value);
}

export async function writeToOutbox(folder: string, mail: AddressedMail, now = new Date()): Promise<string> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const id = nextMailId(now.getTime());
  const stored = {
    to: mail.to,
    from: mail.from,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    createdAt: now.toISOString(),
  };
  // Written aside, then renamed: a reader never sees half a mail. Reset links are in here: owner only.
  const partial = join(folder, `.${id}.json.partial`);
  await writeFile(partial, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, join(folder, `${id}.json`));
  return id;
}

function toOutboxMail(id: string, raw: string): OutboxMail | undefined {
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const fields = ['to', 'from', 'subject', 'text', 'html', 'createdAt'] as const;
    if (!fields.every((field) => typeof parsed[field] === 'string')) return undefined;
    const mail = parsed as Record<(typeof fields)[number], string>;
    return {
      id,
      to: mail.to,
      from: mail.from,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: mail.createdAt,
    };
  } catch {
    return undefined;
  }
}

export async function readOutboxMail(folder: string, id: string): Promise<OutboxMail | undefined> {
  if (!isOutboxMailId(id)) return undefined;
  try {
    return toOutboxMail(id, await readFile(join(folder, `${id}.json`), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The newest mails first, at most `limit`. A missing folder is an empty outbox. */
export async function listOutbox(folder: string, limit = 200): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter(isOutboxMailId)
    .sort()
    .reverse()
    .slice(0, limit);
  const mails = await Promise.all(ids.map((id) => readOutboxMail(folder, id)));
  return mails.filter((mail): mail is OutboxMail => mail !== undefined);
}

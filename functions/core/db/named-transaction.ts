import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client';

/** One write of a transaction (Put, Update, Delete or ConditionCheck), as the document client takes it. */
export type TransactionWrite = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction write with a name that says what it stands for ("account", "conversation" ...). */
export interface NamedWrite<Name extends string = string> {
  name: Name;
  write: TransactionWrite;
}

/**
 * A transaction that was cancelled because conditions failed: the names of the writes whose
 * conditions did, in the order of the writes.
 */
export class TransactionRefusedError<Name extends string = string> extends Error {
  override readonly name = 'TransactionRefusedError';
  readonly refused: readonly Name[];

  constructor(refused: readonly Name[]) {
    super(`The transaction was refused by: ${refused.join(', ')}`);
    this.refused = refused;
  }

  refusedBy(name: Name): boolean {
    return this.refused.includes(name);
  }
}

/** Other transactions kept writing the same items: the names of the writes that met them. */
export class TransactionContendedError<Name extends string = string> extends Error {
  override readonly name = 'TransactionContendedError';
  readonly contended: readonly Name[];

  constructor(contended: readonly Name[]) {
    super(`The transaction met concurrent writes at: ${contended.join(', ')}`);
    this.contended = contended;
  }

  contendedAt(name: Name): boolean {
    return this.contended.includes(name);
  }
}

export interface NamedTransactionOptions {
  /**
   * How often to try again after a conflict with a concurrent transaction (3 by default); 0 where
   * the caller tells the person that someone else is writing at this moment.
   */
  conflictRetries?: number;
}

interface CancelledTransaction {
  name: 'TransactionCanceledException';
  CancellationReasons?: { Code?: string }[];
}

function isCancelled(error: unknown): error is CancelledTransaction {
  return (error as { name?: string } | null)?.name === 'TransactionCanceledException';
}

/**
 * DynamoDB reports why a transaction was cancelled as a list in the order of its writes; this
 * pairs each reason with the name of its write, so callers reason by name, never by position.
 */
export function cancellationReasonsByName<Name extends string>(
  writes: readonly NamedWrite<Name>[],
  reasons: readonly { Code?: string }[],
): { name: Name; code: string }[] {
  return writes.map((write, index) => ({ name: write.name, code: reasons[index]?.Code ?? 'None' }));
}

/** Another transaction touched the same items at the same moment: trying again a little later succeeds. */
const CONFLICT_RETRIES = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes all or nothing. A failed condition throws `TransactionRefusedError` naming the writes
 * whose conditions failed; a conflict with a concurrent transaction on the same items is retried
 * (a cancelled transaction wrote nothing, so trying again is safe), and one that outlasts the
 * retries throws `TransactionContendedError` naming the writes that met it.
 */
export async function writeNamedTransaction<Name extends string>(
  writes: readonly NamedWrite<Name>[],
  options: NamedTransactionOptions = {},
): Promise<void> {
  const retries = options.conflictRetries ?? CONFLICT_RETRIES;
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: writes.map((named) => named.write) }));
      return;
    } catch (error) {
      if (!isCancelled(error)) throw error;
      const reasons = cancellationReasonsByName(writes, error.CancellationReasons ?? []);
      const refused = reasons.filter((reason) => reason.code === 'ConditionalCheckFailed');
      if (refused.length > 0) throw new TransactionRefusedError(refused.map((reason) => reason.name));
      const conflicted = reasons.filter((reason) => reason.code === 'TransactionConflict');
      if (conflicted.length === 0) throw error;
      if (attempt >= retries) throw new TransactionContendedError(conflicted.map((reason) => reason.name));
      await sleep(20 * 2 ** attempt + Math.random() * 20);
    }
  }
}

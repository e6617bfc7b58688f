/**
 * Client sign-up timing: whether the time of an answer tells a known email from an unknown one, in
 * an open and in a full practice (issue 22's goal: medians within 50 ms). Runs the real sign-up core
 * (bcrypt cost 12, DynamoDB Local, mail written to an outbox folder) as the Lambda does, known and
 * unknown attempts interleaved so the machine's load falls on both alike, each from its own address.
 * A second run without the answer floor shows what the equal work alone gives.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type ClientSignUpOptions, registerClient } from '#functions/core/clients/client-sign-up.ts';
import { db, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';
import { addClientWithinLimit } from '#functions/core/db/repositories/clients-repository.ts';
import { registerTherapist } from '#functions/core/practices/therapist-accounts.ts';
import { median } from './bench-statistics';
import { printTable, startBenchDatabase } from './bench-support';
import type { BenchSection } from './section';

const TRIES = 30;
const BUDGET_MS = 50;
const consent = { acceptedTerms: true, confirmedAge: true } as const;

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250) % 250}.${addressCounter % 250}.7`;
};

const p90 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(0.9 * (values.length - 1))] as number;

/** A practice with room for the bench's clients (or none left, `full`), and TRIES clients with accounts. */
async function practiceWithClients(
  label: string,
  full: boolean,
): Promise<{ subdomain: string; known: string[] }> {
  const subdomain = `bench${label}${randomUUID().slice(0, 6)}`;
  const { therapist } = await registerTherapist(
    {
      email: `${subdomain}@example.com`,
      password: 'quiet-river-42',
      firstName: 'Maya',
      lastName: 'Ortiz',
      subdomain,
      therapeuticApproach: 'CBT',
      ...consent,
    },
    nextAddress(),
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.therapist(therapist.id),
      UpdateExpression: 'SET clientLimit = :limit',
      ExpressionAttributeValues: { ':limit': TRIES * 4 },
    }),
  );
  const known: string[] = [];
  const now = new Date().toISOString();
  for (let index = 0; index < TRIES; index++) {
    const id = randomUUID();
    const email = `known-${index}-${subdomain}@example.com`;
    await addClientWithinLimit({
      id,
      tenantId: therapist.id,
      firstName: 'Known',
      lastName: 'Client',
      email,
      isActive: true,
      totalSessions: 0,
      accountId: id,
      passwordHash: '$2b$12$hmTSQ2oAOzgtACQw0BirE.C6Pf4uYBlTl/ljOcatPEQg8.ONCqhGy',
      accountCreatedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    known.push(email);
  }
  if (full) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.therapist(therapist.id),
        UpdateExpression: 'SET clientLimit = activeClientCount',
      }),
    );
  }
  return { subdomain, known };
}

interface Timings {
  known: number[];
  unknown: number[];
  answers: Set<string>;
}

async function timeSignUps(
  practice: { subdomain: string; known: string[] },
  options: ClientSignUpOptions,
): Promise<Timings> {
  const timings: Timings = { known: [], unknown: [], answers: new Set() };
  for (let index = 0; index < TRIES; index++) {
    // Alternate which goes first, so neither always follows the other's mail write.
    const order = index % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const);
    for (const kind of order) {
      const email = kind === 'known' ? (practice.known[index] as string) : `new-${randomUUID()}@example.com`;
      const start = performance.now();
      const outcome = await registerClient(
        {
          firstName: 'Jonah',
          lastName: 'Reyes',
          email,
          password: 'calm-harbor-73',
          therapistSubdomain: practice.subdomain,
          ...consent,
        },
        nextAddress(),
        options,
      );
      timings[kind].push(performance.now() - start);
      timings.answers.add(JSON.stringify(outcome));
    }
  }
  return timings;
}

function row(label: string, timings: Timings): string[] {
  const gap = Math.abs(median(timings.known) - median(timings.unknown));
  // Each known try ran next to an unknown one: their difference is not moved by the machine's load drifting.
  const paired = median(timings.known.map((known, index) => known - (timings.unknown[index] as number)));
  return [
    label,
    median(timings.known).toFixed(0),
    median(timings.unknown).toFixed(0),
    gap.toFixed(1),
    paired.toFixed(1),
    `${p90(timings.known).toFixed(0)} / ${p90(timings.unknown).toFixed(0)}`,
    String(timings.answers.size),
    gap <= BUDGET_MS && timings.answers.size === 1 ? 'PASS' : 'OVER',
  ];
}

export const clientSignUpSection: BenchSection = {
  name: 'Client sign-up: known vs unknown email timing',
  async run() {
    const outbox = await mkdtemp(join(tmpdir(), 'bench-signup-outbox-'));
    const dynamo = await startBenchDatabase('bench-signup', { MAIL_OUTBOX_DIR: outbox });
    try {
      const open = await practiceWithClients('open', false);
      const full = await practiceWithClients('full', true);
      const rows = [
        row('open practice, as served', await timeSignUps(open, {})),
        row('full practice, as served', await timeSignUps(full, {})),
        row('open practice, work alone (no floor)', await timeSignUps(open, { sleep: async () => {} })),
      ];
      const load = loadavg()
        .map((value) => value.toFixed(1))
        .join(' ');
      console.log(
        `load average at the end (1, 5, 15 min): ${load} (bcrypt dominates: on a loaded machine its spread swamps a small difference)`,
      );
      console.log(
        `${TRIES} known and ${TRIES} unknown emails per row, interleaved, ms; budget: medians within ${BUDGET_MS} ms, one answer`,
      );
      printTable(
        [
          'case',
          'known p50',
          'unknown p50',
          'gap',
          'paired p50',
          'p90 known / unknown',
          'answers',
          'verdict',
        ],
        rows,
      );
    } finally {
      await dynamo.stop();
      await rm(outbox, { recursive: true, force: true });
    }
  },
};

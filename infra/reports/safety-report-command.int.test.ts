import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countSafetyReply,
  readSafetyCountsForYear,
} from '#functions/core/db/repositories/safety-counts-repository.ts';
import type { SafetyReplyCount } from '#functions/core/safety-report/safety-counts.ts';
import { repoRoot } from '#infra/lib/repo-paths.ts';
import { writeLocalRuntime } from '#infra/local/local-runtime-file.ts';
import { runSafetyReport } from './safety-report-command';

/**
 * `npm run report:safety` against DynamoDB Local: this file's own table, seeded through the same
 * repository the chats count with (each count lands on a random shard, so the report must add the
 * shards up), then read by the command as an operator runs it.
 */
const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const table = () => process.env.TABLE_NAME as string;
const today = new Date('2027-01-15T09:00:00Z');

const seeded: [SafetyReplyCount, number][] = [
  [{ month: '2026-02', grade: 'note', audience: 'member' }, 6],
  [{ month: '2026-02', grade: 'check-in', audience: 'member' }, 3],
  [{ month: '2026-02', grade: 'crisis', audience: 'guest' }, 1],
  [{ month: '2026-09', grade: 'imminent', audience: 'client' }, 2],
  [{ month: '2026-09', grade: 'check-in', audience: 'visitor' }, 4],
  [{ month: '2026-12', grade: 'note', audience: 'client' }, 1],
  // Another year: never in 2026's report.
  [{ month: '2027-01', grade: 'crisis', audience: 'member' }, 5],
  [{ month: '2025-12', grade: 'crisis', audience: 'member' }, 7],
];

beforeAll(async () => {
  for (const [count, times] of seeded) {
    for (let index = 0; index < times; index++) await countSafetyReply(count);
  }
});

async function report(
  argv: string[],
  env: NodeJS.ProcessEnv = {},
  root = mkdtempSync(join(tmpdir(), 'mw-report-')),
) {
  let out = '';
  let err = '';
  const code = await runSafetyReport(argv, {
    env,
    root,
    today,
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
  });
  return { code, out, err };
}

/** The cells of the row that starts with `label` under the heading `title`. */
function rowOf(text: string, title: string, label: string): string[] {
  const section = text.slice(text.indexOf(title));
  const line = section.split('\n').find((candidate) => candidate.split(/\s{2,}/)[0] === label);
  if (!line) throw new Error(`no row ${label} under ${title} in:\n${text}`);
  return line.split(/\s{2,}/).slice(1);
}

describe('npm run report:safety on DynamoDB Local', () => {
  it('reads one row per month, grade and audience of the year, its shards added up', async () => {
    const rows = await readSafetyCountsForYear(2026);
    expect(rows).toHaveLength(6);
    expect(rows).toContainEqual({ month: '2026-02', grade: 'note', audience: 'member', count: 6 });
    expect(rows).toContainEqual({ month: '2026-09', grade: 'check-in', audience: 'visitor', count: 4 });
  });

  it('prints the year’s counts by month, grade and audience, the crisis referrals and the /safety link', async () => {
    const { code, out, err } = await report([
      '--year',
      '2026',
      '--local',
      '--endpoint',
      endpoint,
      '--table',
      table(),
    ]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain(`Read from table ${table()} of DynamoDB Local at ${endpoint}.`);
    expect(out).toContain('Crisis-referral notifications in 2026: 10\n');
    expect(out).toContain('Notes in 2026: 7\n');
    // note, check-in, crisis, imminent, crisis referrals
    expect(rowOf(out, 'Replies by month and grade', '2026-02')).toEqual(['6', '3', '1', '0', '4']);
    expect(rowOf(out, 'Replies by month and grade', '2026-09')).toEqual(['0', '4', '0', '2', '6']);
    expect(rowOf(out, 'Replies by month and grade', '2026-12')).toEqual(['1', '0', '0', '0', '0']);
    expect(rowOf(out, 'Replies by month and grade', '2026-01')).toEqual(['0', '0', '0', '0', '0']);
    // member, client, visitor, guest, total
    expect(rowOf(out, 'Crisis referrals by month and audience', 'total')).toEqual(['3', '2', '4', '1', '10']);
    expect(rowOf(out, 'Notes by month and audience', 'total')).toEqual(['6', '1', '0', '0', '7']);
    expect(rowOf(out, 'The year 2026 by grade and audience', 'crisis')).toEqual(['0', '0', '0', '1', '1']);
    expect(out.trimEnd().split('\n').at(-1)).toBe(
      'The crisis protocol (public): http://localhost:3000/safety',
    );
  });

  it('finds the running npm start of DATA_DIR on its own, and links its /safety page', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mw-report-root-'));
    const dataDir = join(root, 'local-data');
    mkdirSync(dataDir);
    writeLocalRuntime(dataDir, {
      dynamoDbEndpoint: endpoint,
      tableName: table(),
      appOrigin: 'http://localhost:4123',
      pid: process.pid,
    });
    writeFileSync(join(root, '.env'), 'DATA_DIR=local-data\nTABLE_NAME=some-other-table\n');
    const { code, out, err } = await report(['--year', '2026', '--local'], {}, root);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain(`Read from table ${table()} of DynamoDB Local at ${endpoint}.`);
    expect(out).toContain('Crisis-referral notifications in 2026: 10\n');
    expect(out).toContain('The crisis protocol (public): http://localhost:4123/safety');
  });

  it('ignores the file of a runtime that is no longer running', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mw-report-root-'));
    writeLocalRuntime(root, {
      dynamoDbEndpoint: endpoint,
      tableName: table(),
      appOrigin: 'http://localhost:4123',
      // Above the largest process id Linux hands out.
      pid: 2 ** 22 + 1,
    });
    const { code, err } = await report(['--year', '2026', '--local'], { DATA_DIR: '.' }, root);
    expect(code).toBe(2);
    expect(err).toContain(`No local data in ${join(root, 'dynamodb')}`);
  });

  it('says plainly when the table is not there, with exit code 1 and no stack trace', async () => {
    const { code, out, err } = await report([
      '--year',
      '2026',
      '--local',
      '--endpoint',
      endpoint,
      '--table',
      'no-such-table',
    ]);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toBe(
      `The table no-such-table was not found (table no-such-table of DynamoDB Local at ${endpoint}).\n`,
    );
  });

  it('runs as npm runs it, and prints the report', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'infra/reports/safety-report.ts',
        '--year',
        '2026',
        '--local',
        '--endpoint',
        endpoint,
        '--table',
        table(),
      ],
      { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, DYNAMODB_ENDPOINT: '' }, timeout: 60_000 },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Crisis-referral notifications in 2026: 10\n');
  });

  it('fails a bad year from the command line without a stack trace', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'infra/reports/safety-report.ts', '--year', 'twenty'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.split('\n')[0]).toBe('--year must be a year such as 2026, not "twenty"');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

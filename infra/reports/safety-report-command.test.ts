import { describe, expect, it } from 'vitest';
import { parseReportFlags, runSafetyReport } from './safety-report-command';

const today = new Date('2026-11-29T08:00:00Z');

/** Runs the command with nothing from this machine (no .env, no AWS settings) and keeps what it prints. */
async function run(argv: string[]) {
  let out = '';
  let err = '';
  const code = await runSafetyReport(argv, {
    env: {},
    root: '/nonexistent-mirrorwell-root',
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

describe('the safety report’s command line', () => {
  it('reads the year and the options', () => {
    expect(parseReportFlags(['--year', '2026'], today)).toEqual({ year: 2026, local: false });
    expect(
      parseReportFlags(
        ['--year=2026', '--local', '--endpoint', 'http://127.0.0.1:8700', '--table', 'mw'],
        today,
      ),
    ).toEqual({ year: 2026, local: true, endpoint: 'http://127.0.0.1:8700', table: 'mw' });
    expect(parseReportFlags(['--help'], today)).toBe('help');
  });

  it.each([
    [[], 'Give the year to report: --year 2026'],
    [['--year', 'abc'], '--year must be a year such as 2026, not "abc"'],
    [['--year', '26'], '--year must be a year such as 2026, not "26"'],
    [['--year', '2026.5'], '--year must be a year such as 2026, not "2026.5"'],
    [['--year', '2025'], 'The safety counters began in 2026: there is nothing counted for 2025.'],
    [['--year', '2027'], '2027 has not begun: today is 2026-11-29.'],
    [['--year', '2026', '--yaer', '2026'], "Unknown option '--yaer'"],
    [
      ['--year', '2026', '--endpoint', 'http://127.0.0.1:8700'],
      '--endpoint names a DynamoDB Local: use it with --local.',
    ],
    [['--year', '2026', '--local', '--endpoint', 'localhost'], '--endpoint must be a URL, not "localhost"'],
    [['--year', '2026', '--table', '  '], '--table needs a value'],
  ])('refuses %j with a plain sentence and the usage, exit code 2, no stack trace', async (argv, message) => {
    const { code, out, err } = await run(argv);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.split('\n')[0]).toBe(message);
    expect(err).toContain('Usage: npm run report:safety -- --year <yyyy>');
    expect(err).not.toMatch(/\n\s+at |Error:|ZodError/);
  });

  it('asks for the table in AWS rather than guessing one', async () => {
    const { code, err } = await run(['--year', '2026', '--region', 'eu-west-1']);
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toBe(
      'Name the table: --table <name> or TABLE_NAME (the data stack\'s "TableName" output), or --local for DynamoDB Local.',
    );
  });

  it('says where local data is missing instead of starting an empty emulator', async () => {
    const { code, err } = await run(['--year', '2026', '--local']);
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toBe(
      'No local data in /nonexistent-mirrorwell-root/.data/dynamodb: start the app once with npm start (DATA_DIR=.data), or pass --endpoint.',
    );
  });

  it('prints its usage for --help', async () => {
    const { code, out } = await run(['--help']);
    expect(code).toBe(0);
    expect(out).toContain('--local');
    expect(out).toContain('dynamodb:Query');
  });
});

import type { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  javaIsAvailable,
  type RunningDynamoDb,
  spawnDynamoDbLocal,
  startDynamoDbLocal,
} from './dynamodb-local';

/** Records what would be run instead of running it. */
function recordingSpawn(): {
  spawnChild: typeof spawn;
  calls: { command: string; args: string[]; cwd: string }[];
} {
  const calls: { command: string; args: string[]; cwd: string }[] = [];
  const spawnChild = ((command: string, args: string[], options: { cwd: string }) => {
    calls.push({ command, args, cwd: options.cwd });
    return {} as ReturnType<typeof spawn>;
  }) as unknown as typeof spawn;
  return { spawnChild, calls };
}

describe('DynamoDB Local', () => {
  it('is started with telemetry off, next to the package’s own arguments', () => {
    const { spawnChild, calls } = recordingSpawn();
    spawnDynamoDbLocal({ port: 8765, sharedDb: true, path: '/tmp/mirrorwell-db', stdio: 'pipe' }, spawnChild);
    const [call] = calls;
    expect(call?.command).toBe('java');
    expect(call?.args).toContain('-disableTelemetry');
    expect(call?.args.join(' ')).toMatch(/-jar \S+DynamoDBLocal\.jar/);
    expect(call?.args.join(' ')).toContain('-dbPath /tmp/mirrorwell-db -port 8765 -sharedDb');
    expect(call?.args).not.toContain('-inMemory');
    const jar = call?.args[call.args.indexOf('-jar') + 1] ?? '';
    expect(existsSync(`${call?.cwd}/${jar}`), 'the jar the package ships').toBe(true);
  });

  it.runIf(javaIsAvailable() && existsSync('/proc'))(
    'runs the emulator with -disableTelemetry on its command line (as ps shows it)',
    async () => {
      let dynamo: RunningDynamoDb | undefined;
      try {
        dynamo = await startDynamoDbLocal();
        const commandLine = readFileSync(`/proc/${dynamo.pid}/cmdline`, 'utf8').split('\0');
        expect(commandLine).toContain('-disableTelemetry');
        expect(commandLine).toContain('-inMemory');
      } finally {
        await dynamo?.stop();
      }
    },
    60_000,
  );
});

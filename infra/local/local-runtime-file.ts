import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';

/**
 * How a running `npm start` is reached, written into DATA_DIR while it runs (its DynamoDB Local's
 * port is a random one unless DYNAMODB_PORT is set), so a command such as
 * `npm run report:safety -- --local` reads the same table. Removed when the runtime stops; a file
 * left by a runtime that died is recognised by its process id and ignored.
 */
export const LOCAL_RUNTIME_FILE = 'local-runtime.json';

const localRuntimeSchema = z.object({
  dynamoDbEndpoint: z.url(),
  tableName: z.string().check(z.minLength(1)),
  appOrigin: z.url(),
  pid: z.number().check(z.int()),
});
export type LocalRuntime = z.infer<typeof localRuntimeSchema>;

export function writeLocalRuntime(dataDir: string, runtime: LocalRuntime): void {
  writeFileSync(join(dataDir, LOCAL_RUNTIME_FILE), `${JSON.stringify(runtime, null, 2)}\n`, { mode: 0o600 });
}

/** Removes the file if it is this process's (a second runtime on the same folder keeps its own). */
export function removeLocalRuntime(dataDir: string, pid: number = process.pid): void {
  if (readLocalRuntime(dataDir, () => true)?.pid === pid)
    rmSync(join(dataDir, LOCAL_RUNTIME_FILE), { force: true });
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running local runtime of this data folder, if one is running. */
export function readLocalRuntime(
  dataDir: string,
  isAlive: (pid: number) => boolean = processIsAlive,
): LocalRuntime | undefined {
  const file = join(dataDir, LOCAL_RUNTIME_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const parsed = localRuntimeSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success && isAlive(parsed.data.pid) ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Structured JSON logs for CloudWatch. Only metadata is logged: never request or message bodies,
 * tokens, passwords or secret values.
 */
type Level = 'info' | 'warn' | 'error';

export interface LogFields {
  requestId?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  errorName?: string;
  errorCode?: string;
  [key: string]: string | number | boolean | undefined;
}

const consoleMethod = { info: 'info', warn: 'warn', error: 'error' } as const;

function write(level: Level, message: string, fields: LogFields): void {
  if (process.env.MIRRORWELL_QUIET_LOGS === '1' && level !== 'error') return;
  const log = console[consoleMethod[level]];
  if (process.env.AWS_LAMBDA_LOG_FORMAT?.toUpperCase() === 'JSON') {
    // Lambda's JSON log format adds timestamp, level and request id, and nests a single object
    // argument as the entry's `message` (a string would arrive escaped, unsearchable by field).
    log({ message, ...fields });
    return;
  }
  log(JSON.stringify({ level, message, time: new Date().toISOString(), ...fields }));
}

export const logger = {
  info: (message: string, fields: LogFields = {}) => write('info', message, fields),
  warn: (message: string, fields: LogFields = {}) => write('warn', message, fields),
  error: (message: string, fields: LogFields = {}) => write('error', message, fields),
};

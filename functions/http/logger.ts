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

function write(level: Level, message: string, fields: LogFields): void {
  if (process.env.MIRRORWELL_QUIET_LOGS === '1' && level !== 'error') return;
  const line = JSON.stringify({ level, message, time: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

export const logger = {
  info: (message: string, fields: LogFields = {}) => write('info', message, fields),
  warn: (message: string, fields: LogFields = {}) => write('warn', message, fields),
  error: (message: string, fields: LogFields = {}) => write('error', message, fields),
};

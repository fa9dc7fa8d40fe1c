import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs; secrets are redacted wherever they might appear. Written to a terminal
 * they are made readable (pino-pretty, in a worker thread); to a file or a log collector they
 * stay one JSON object a line.
 */
export function createLogger(level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info')): Logger {
  return pino({
    level,
    ...(process.stdout.isTTY && level !== 'silent' ? { transport: { target: 'pino-pretty' } } : {}),
    redact: {
      paths: ['password', '*.password', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.leagueCode', '*.code'],
      censor: '[skjult]',
    },
  });
}

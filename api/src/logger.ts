import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; secrets are redacted wherever they might appear. */
export function createLogger(level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info')): Logger {
  return pino({
    level,
    redact: {
      paths: ['password', '*.password', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.leagueCode', '*.code'],
      censor: '[skjult]',
    },
  });
}

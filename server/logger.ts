// Structured JSON logs (pino) to stdout; one child logger per request carries its request id.
import pino, { type DestinationStream } from 'pino';
import { serializeError } from './log-errors';

const options: pino.LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { app: 'hovbook' },
  redact: { paths: ['req.headers.authorization', '*.password', '*.token', '*.otp'], censor: '[redacted]' },
  // Database errors carry the query's parameters: customers' personnummer, phone and email.
  serializers: { err: serializeError },
};

/** The app's logger; tests pass a destination to read what would be written. */
export function createLogger(destination?: DestinationStream, level?: pino.LevelWithSilent) {
  const opts = { ...options, ...(level ? { level } : {}) };
  return destination ? pino(opts, destination) : pino(opts);
}

export const logger = createLogger();

export type Logger = pino.Logger;

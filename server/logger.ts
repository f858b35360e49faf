// Structured JSON logs (pino) to stdout; a request's logger carries its request id (made only when something logs).
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

/**
 * `parent.child(bindings)`, made when it is first used. A request's logger is mostly never used (the request line is
 * written with the root logger), and a pino child of a child costs microseconds on every request.
 */
export function lazyChild(parent: pino.Logger, bindings: pino.Bindings): pino.Logger {
  let child: pino.Logger | undefined;
  return new Proxy(parent, {
    get(_target, key) {
      child ??= parent.child(bindings);
      const value: unknown = Reflect.get(child, key, child);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(child) : value;
    },
  });
}

export type Logger = pino.Logger;

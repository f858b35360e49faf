// Structured JSON logs (pino) to stdout; one child logger per request carries its request id.
import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { app: 'hovbook' },
  redact: { paths: ['req.headers.authorization', '*.password', '*.token', '*.otp'], censor: '[redacted]' },
});

export type Logger = pino.Logger;

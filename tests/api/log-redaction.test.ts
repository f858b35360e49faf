// Error logs never carry the values a query ran with (customers' personnummer, phone, email): a real database
// error with personal data as parameters, logged through the app's logger, keeps the SQL text and codes only.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { customers } from '@/server/db/schema';
import { createLogger } from '@/server/logger';

const PERSONAL = { personalId: '198112289874', phone: '+46701234567', email: 'karin.sjostrom@example.se' };

/** A logger writing into an array, as it would write to stdout. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger(stream, 'info'), lines };
}

async function failingInsert(): Promise<unknown> {
  try {
    // No such account: a foreign key violation, raised by PostgreSQL with every value as a parameter.
    await systemDb()
      .insert(customers)
      .values({
        ferrierId: '0b6f3c1e-6a57-4b8e-9a52-0c8f5d2f1a10',
        firstName: 'Karin',
        billingCity: 'Uppsala',
        billingPostalCode: '75320',
        ...PERSONAL,
      });
  } catch (err) {
    return err;
  }
  throw new Error('the insert should have failed');
}

describe('error logs', () => {
  it('drop query parameters at any depth, keeping the SQL text and the error codes', async () => {
    const err = await failingInsert();
    // The raw error does carry the values: this is what must not reach the log.
    expect(String((err as Error).message)).toContain(PERSONAL.personalId);

    const { log, lines } = capturedLogger();
    log.error({ err }, 'unhandled error');
    log.child({ requestId: 'r1' }).error({ err: new Error('job failed', { cause: err }) }, 'Job failed');
    log.error({ err: { wrapper: { params: [PERSONAL.email], nested: [{ parameters: [PERSONAL.phone] }] } } });
    class Client {
      password = 'db-secret';
    }
    log.error({ err: Object.assign(new Error('pool error'), { client: new Client() }) });
    const output = lines.join('');
    expect(output).not.toContain('db-secret');
    expect(JSON.parse(lines[3]!).err.client).toBe('[Client]');

    for (const value of Object.values(PERSONAL)) expect(output).not.toContain(value);
    const [first, second] = lines.map((l) => JSON.parse(l));
    expect(first.err.type).toBe('DrizzleQueryError');
    expect(first.err.message).toMatch(/^Failed query: insert into "customers" .*\nparams: \[redacted\]$/s);
    expect(first.err.query).toMatch(/^insert into "customers"/);
    expect(first.err.params).toBe('[redacted]');
    expect(first.err.cause).toMatchObject({ code: '23503', constraint_name: expect.any(String) });
    expect(first.err.cause.detail).toBe('[redacted]');
    expect(first.err.stack).toContain('params: [redacted]');
    expect(second.err.cause.cause.code).toBe('23503');
    expect(second.requestId).toBe('r1');
  });
});

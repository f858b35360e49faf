// Content types, on every operation that takes a JSON body (read from the OpenAPI document, so new ones are covered):
// anything but JSON — application/json-seq included — is 415 with the error envelope, localized, and writes nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { customers } from '@/server/db/schema';
import { call } from '../support/api-client';
import { createFerrier, customerBody } from '../support/factories';
import { documentedOperations } from '../support/openapi-operations';

const UNSUPPORTED = [
  'application/json-seq',
  'application/jsonp',
  'application/json5',
  'text/json',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=iso-8859-1',
  'json',
  ';;;',
];
const ACCEPTED = [
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON;charset="UTF-8"',
  'application/vnd.api+json',
];

let me: Awaited<ReturnType<typeof createFerrier>>;
let operations: Array<{ method: string; path: string; secured: boolean; multipart: boolean }>;

beforeAll(async () => {
  me = await createFerrier();
  operations = (await documentedOperations())
    .filter((op) => op.bodyTypes.includes('application/json'))
    .map((op) => ({
      method: op.method,
      path: op.pathFor(me.ferrierId),
      secured: op.secured,
      multipart: op.bodyTypes.includes('multipart/form-data'),
    }));
});

describe('unsupported content types', () => {
  it('every JSON operation answers 415 with the envelope', async () => {
    expect(operations.length).toBeGreaterThan(15);
    for (const op of operations) {
      for (const type of UNSUPPORTED) {
        const res = await call(op.method, op.path, {
          token: op.secured ? me.token : undefined,
          raw: '{"a":1}',
          headers: { 'content-type': type },
        });
        expect(res.status, `${op.method} ${op.path} ${type}: ${JSON.stringify(res.body)}`).toBe(415);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        expect(res.body).toEqual({
          error: {
            code: 'UNSUPPORTED_CONTENT_TYPE',
            message:
              'Send the request as JSON (Content-Type: application/json), or as multipart/form-data where files are uploaded.',
          },
        });
      }
    }
  });

  it('multipart only where files are uploaded; elsewhere 415', async () => {
    for (const op of operations) {
      const form = new FormData();
      form.set('data', '{}');
      const res = await call(op.method, op.path, { token: op.secured ? me.token : undefined, raw: form });
      if (op.multipart) expect(res.status, `${op.method} ${op.path}`).not.toBe(415);
      else expect(res.status, `${op.method} ${op.path}`).toBe(415);
    }
    // multipart/form-data without its boundary cannot be read
    const res = await call('POST', 'animals/create', {
      token: me.token,
      raw: '--x\r\n',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(res.status).toBe(415);
  });

  it('is localized and writes nothing', async () => {
    const res = await call('POST', 'customers/create', {
      token: me.token,
      raw: JSON.stringify(customerBody()),
      headers: { 'content-type': 'application/json-seq' },
      locale: 'sv',
    });
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe(
      'Skicka förfrågan som JSON (Content-Type: application/json), eller som multipart/form-data där filer laddas upp.',
    );
    expect(
      await systemDb().select().from(customers).where(eq(customers.ferrierId, me.ferrierId)),
    ).toHaveLength(0);
  });
});

describe('JSON in its usual spellings', () => {
  it('is accepted', async () => {
    for (const type of ACCEPTED) {
      const res = await call('POST', 'customers/create', {
        token: me.token,
        raw: JSON.stringify(customerBody({ firstName: 'Karin' })),
        headers: { 'content-type': type },
      });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
    }
  });
});

describe('OpenAPI', () => {
  it('documents 415 on every operation with a body', async () => {
    for (const op of await documentedOperations()) {
      if (op.bodyTypes.length) expect(op.responses, `${op.method} ${op.template}`).toContain('415');
    }
  });
});

// ferriers/details and ferriers/update: the account's reminder lead time (24 hours unless changed; null turns
// reminders off), one of the offered values only — and the OpenAPI document lists every one of them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { ferriers } from '@/server/db/schema';
import { REMINDER_LEAD_HOURS } from '@/lib/validation/account';
import { call } from '../support/api-client';
import { createFerrier } from '../support/factories';
import { openApiDoc } from '../support/openapi-operations';

const leadHours = async (ferrierId: string) =>
  (await systemDb().select().from(ferriers).where(eq(ferriers.id, ferrierId)))[0]!.reminderLeadHours;

describe('reminderLeadHours', () => {
  it('is 24 for a new account, in ferriers/details', async () => {
    const f = await createFerrier();
    const res = await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });
    expect(res.status).toBe(200);
    expect(res.body.data.reminderLeadHours).toBe(24);
  });

  it.each([2, 6, 12, 48, 72, null])('is set to %j, and other fields stay', async (hours) => {
    const f = await createFerrier();
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, {
      token: f.token,
      body: { reminderLeadHours: hours },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      reminderLeadHours: hours,
      organizationName: 'Lind-Bergs Hovslageri',
    });
    expect(await leadHours(f.ferrierId)).toBe(hours);
    const details = await call('GET', `ferriers/details/${f.ferrierId}`, { token: f.token });
    expect(details.body.data.reminderLeadHours).toBe(hours);
  });

  it('stays as it is when the update leaves it out', async () => {
    const f = await createFerrier();
    await call('PUT', `ferriers/update/${f.ferrierId}`, {
      token: f.token,
      body: { reminderLeadHours: null },
    });
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, {
      token: f.token,
      body: { title: 'Hovslagare' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.reminderLeadHours).toBeNull();
  });

  it.each([[0], [1], [25], [-24], [24.5], ['24'], [true]])(
    'refuses %j with a message on the field, changing nothing',
    async (hours) => {
      const f = await createFerrier();
      const res = await call('PUT', `ferriers/update/${f.ferrierId}`, {
        token: f.token,
        locale: 'sv',
        body: { reminderLeadHours: hours, title: 'Hovslagare' },
      });
      expect(res.status).toBe(422);
      expect(res.body.error.fields.reminderLeadHours).toMatch(/72 timmar/);
      expect(await leadHours(f.ferrierId)).toBe(24);
    },
  );

  it('takes the field in a multipart update too', async () => {
    const f = await createFerrier();
    const form = new FormData();
    form.set('data', JSON.stringify({ reminderLeadHours: 6 }));
    const res = await call('PUT', `ferriers/update/${f.ferrierId}`, { token: f.token, raw: form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.reminderLeadHours).toBe(6);
  });
});

describe('reminderLeadHours in the OpenAPI document', () => {
  it('lists every value ferriers/update accepts, and null', async () => {
    const doc = (await openApiDoc()) as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    const body =
      doc.paths['/api/v1/ferriers/update/{id}']!.put!.requestBody.content['application/json']!.schema;
    const field = resolve(doc, resolve(doc, body).properties.reminderLeadHours);
    // However the generator writes the choice (one enum, or a value per branch), it names exactly these values.
    const documented = new Set<unknown>();
    const collect = (schema: Schema) => {
      for (const value of schema.enum ?? []) documented.add(value);
      if (schema.type === 'null' || schema.nullable) documented.add(null);
      for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) collect(resolve(doc, branch));
    };
    collect(field);
    expect([...documented].sort()).toEqual([...REMINDER_LEAD_HOURS, null].sort());
  });
});

type Schema = {
  $ref?: string;
  enum?: unknown[];
  type?: string | string[];
  nullable?: boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties: Record<string, Schema>;
};

/** A schema or the component its $ref names. */
function resolve(doc: unknown, schema: unknown): Schema {
  const s = schema as Schema;
  if (!s.$ref) return s;
  const name = s.$ref.replace('#/components/schemas/', '');
  return (doc as { components: { schemas: Record<string, Schema> } }).components.schemas[name]!;
}

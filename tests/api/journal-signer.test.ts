// Journals record who wrote and who signed them (issue 25): a staff member's journal names them as its author, their
// signature keeps their name and title as they were at signing, and the PDF's signature block prints that signer —
// read back with pdftotext. A later change of the member's title reaches the PDF's "Journalförd av" (the stored copy's
// fingerprint covers the author as the journal reads now) and leaves the signature as signed.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, callFile } from '../support/api-client';
import { createAnimal, createCustomer, createFerrier, dayFromToday } from '../support/factories';
import { createStaff } from '../support/members';
import { flat, pdfTextOf } from '../support/pdf-text';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let owner: Owner;
let anna: Awaited<ReturnType<typeof createStaff>>;

const setTitle = async (title: string) => {
  const res = await call('PUT', `staffs/update/${anna.userId}`, { token: owner.token, body: { title } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const pdfText = async (id: string) => {
  const res = await callFile(`journals/download/${id}`, owner.token);
  expect(res.status).toBe(200);
  return flat(await pdfTextOf(res.pdf));
};

beforeAll(async () => {
  owner = await createFerrier();
  anna = await createStaff(owner, { firstName: 'Anna', lastName: 'Svensson' });
  await setTitle('Hovslagare');
});

describe('a journal written and signed by a staff member', () => {
  it('names her as author and signer, with her title, in the API and in the PDF’s signature block', async () => {
    const customer = await createCustomer(owner, { firstName: 'Märta', lastName: 'Ågren' });
    const animal = await createAnimal(owner, { name: 'Kanel', customerId: customer.id });
    const created = await call('POST', 'journals/create', {
      token: anna.token,
      body: {
        treatmentDate: dayFromToday(0),
        treatmentTime: '09:30',
        animalId: animal.id,
        customerId: customer.id,
        findings: 'Lätt ömhet vänster fram.',
        treatments: [{ treatment: 'Verkning', hoof: 'LF' }],
        sign: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;

    const details = (await call('GET', `journals/details/${id}`, { token: owner.token })).body.data;
    expect(details.author).toMatchObject({ name: 'Anna Svensson', title: 'Hovslagare' });
    expect(details.signatures).toMatchObject([{ signerName: 'Anna Svensson', signerTitle: 'Hovslagare' }]);

    const text = await pdfText(id);
    expect(text).toContain('Journalförd av Anna Svensson, Hovslagare');
    expect(text).toContain('Signerad av Anna Svensson, Hovslagare');
    expect(text).not.toMatch(/Signerad av (?!Anna Svensson)/);

    // A new title: the author reads it now (a new print), the signature stays as it was signed.
    await setTitle('Gesäll');
    const again = await pdfText(id);
    expect(again).toContain('Journalförd av Anna Svensson, Gesäll');
    expect(again).toContain('Signerad av Anna Svensson, Hovslagare');
  });
});

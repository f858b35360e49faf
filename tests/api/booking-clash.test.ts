// The clash warning names the other visit (issue 22, 6.4): its customer, horses and time before its reference, in
// both languages, so the farrier knows which visit it is without opening the calendar.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../support/api-client';
import { createAnimal, createBooking, createCustomer, createFerrier } from '../support/factories';

type Owner = Awaited<ReturnType<typeof createFerrier>>;
let owner: Owner;
// A Thursday far enough ahead never to be in the past.
const day = '2030-11-28';
const at = (startTime: string, endTime: string, extra: Record<string, unknown> = {}) => ({
  startDate: day,
  endDate: day,
  startTime,
  endTime,
  ...extra,
});

beforeAll(async () => {
  owner = await createFerrier();
});

describe('BOOKING_CLASH', () => {
  it('names the other visit by its customer, horses and time, then its reference, in English and Swedish', async () => {
    const karin = await createCustomer(owner, { firstName: 'Karin', lastName: 'Sjöström' });
    const [blesse, stjarna] = [
      await createAnimal(owner, { name: 'Blesse', customerId: karin.id }),
      await createAnimal(owner, { name: 'Stjärna', customerId: karin.id }),
    ];
    const first = await createBooking(
      owner,
      at('09:00', '10:00', { customerId: karin.id, animalIds: [blesse.id, stjarna.id] }),
    );
    const clash = (locale: 'en' | 'sv') =>
      call('POST', 'bookings/create', { token: owner.token, body: at('09:30', '10:30'), locale });

    const en = await clash('en');
    expect(en.status).toBe(409);
    expect(en.body.error).toMatchObject({
      code: 'BOOKING_CLASH',
      message:
        'Karin Sjöström (Blesse, Stjärna), 28 November 2030, 09:00–10:00. ' +
        `There is already ${first.referenceNumber} for you at that time. Book anyway?`,
      details: { clashIds: first.id },
    });
    const sv = await clash('sv');
    expect(sv.body.error.message).toBe(
      'Karin Sjöström (Blesse, Stjärna), 28 november 2030 kl. 09:00–10:00. ' +
        `Det finns redan ${first.referenceNumber} för dig vid den tiden. Boka ändå?`,
    );
  });

  it('names each of several visits, one without a customer by its horses, one over midnight with both days', async () => {
    const other = await createFerrier();
    const horse = await createAnimal(other, { name: 'Pålle' });
    const a = await createBooking(other, at('08:00', '09:00', { animalIds: [horse.id] }));
    const b = await createBooking(other, {
      startDate: day,
      endDate: '2030-11-29',
      startTime: '08:30',
      endTime: '00:30',
    });
    const res = await call('POST', 'bookings/create', { token: other.token, body: at('08:15', '08:45') });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Pålle, 28 November 2030, 08:00–09:00; 28 November 2030, 08:30 – 29 November 2030, 00:30. ' +
        `There is already ${a.referenceNumber}, ${b.referenceNumber} for you at that time. Book anyway?`,
    );
  });
});

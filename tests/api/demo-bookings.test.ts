// The demo account's week of bookings (issue 22, 7): Today and the calendar show visits on first start — some today,
// some in the coming days, at the horses' stables with services planned — while due horses are left unbooked for
// "Due and not booked"; the booked ones say so, and the next booking takes the next number.
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInStockholm } from '@/lib/time-zone';
import { addDays } from '@/lib/validation/dates';
import { DEMO_LOGIN, seedDemo } from '@/scripts/seed/demo';
import { call } from '../support/api-client';

type Row = { id: string; startDate: string; referenceNumber: string; animals: Array<{ name: string }> };

describe('the demo account’s bookings', () => {
  let token: string;
  const today = todayInStockholm();

  beforeAll(async () => {
    await seedDemo(process.env.DATABASE_URL!);
    const login = await call('POST', 'ferriers/login', { body: DEMO_LOGIN });
    expect(login.status).toBe(200);
    token = login.body.data.token as string;
  });

  it('fill today and the coming days, each with its horses, place and services', async () => {
    const res = await call('GET', `bookings/list?from=${today}&to=${addDays(today, 6)}&status=active`, {
      token,
    });
    expect(res.status).toBe(200);
    const rows = res.body.data as Array<Row & { city: string | null }>;
    expect(rows.filter((r) => r.startDate === today).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.startDate > today).length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(row.animals.length).toBeGreaterThan(0);
      expect(row.city).toBeTruthy();
      expect(row.referenceNumber).toMatch(/^B-\d{4}-\d{4}$/);
    }
    const details = await call('GET', `bookings/details/${rows[0]!.id}`, { token });
    expect(details.body.data.services.length).toBeGreaterThan(0);
  });

  it('leave due horses unbooked, the most overdue first, and mark the booked ones', async () => {
    const due = await call('GET', 'bookings/due-animals', { token });
    const dueNames = (due.body.data as Array<{ name: string }>).map((a) => a.name);
    expect(dueNames[0]).toBe('Bamse');
    expect(dueNames).toEqual(expect.arrayContaining(['Bamse', 'Blixten']));
    expect(dueNames).not.toContain('Kanel');
    const horses = await call('GET', 'animals/list?sort=nextVisit&limit=200', { token });
    const byName = Object.fromEntries(
      (horses.body.data as Array<{ name: string; bookedVisit: string | null }>).map((a) => [a.name, a]),
    );
    expect(byName.Kanel!.bookedVisit).toBe(today);
    expect(byName.Bamse!.bookedVisit).toBeNull();
  });

  it('leave the next booking the next number', async () => {
    const listed = await call('GET', `bookings/list?from=${today}&to=${addDays(today, 6)}`, { token });
    const numbers = (listed.body.data as Row[]).map((r) => r.referenceNumber);
    const created = await call('POST', 'bookings/create', {
      token,
      body: {
        startDate: addDays(today, 30),
        startTime: '09:00',
        endDate: addDays(today, 30),
        endTime: '10:00',
        allowClash: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(numbers).not.toContain(created.body.data.referenceNumber);
  });
});

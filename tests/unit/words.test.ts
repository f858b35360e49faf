// Words the screens agree on (issue 22, 6.8): one Swedish word for a visit that is done — "Klar", as the booking's
// status says it — on the dashboard's button, the booking's page and in messages alike; and the English stock units
// in English, not the Swedish abbreviations stored with a product ("Boxes", not "Boxes (ask)").
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/lib/i18n/config';

const sv = MESSAGES.sv;

describe('Swedish: a visit that is done is "klar" everywhere', () => {
  it('on the dashboard, the booking page, its status and the refusal messages', () => {
    const words = [
      sv.today.markDone,
      sv.bookings.status.completed,
      sv.bookings.actions.complete.button,
      sv.bookings.actions.complete.confirm,
      sv.bookingStatus.completed,
    ];
    expect(new Set(words.map((word) => word.toLowerCase()))).toEqual(new Set(['klar']));
    expect(sv.today.markDoneLabel).toMatch(/^Klar: /);
  });
});

describe('English stock units', () => {
  it('carry no Swedish abbreviation', () => {
    const swedish = /\((st|par|ask|förp)\)/;
    for (const [unit, label] of Object.entries(MESSAGES.en.inventory.units))
      expect(label, unit).not.toMatch(swedish);
    expect(MESSAGES.en.inventory.units.box).toBe('Boxes');
  });
});

// How a record's history events read as lines (components/record/history-lines.ts): created, changed fields by
// their labels (a group's fields named once), status changes by the statuses' names, who and when.
import { describe, expect, it } from 'vitest';
import { changedNames, historyLine, type HistoryTexts } from '@/components/record/history-lines';
import type { HistoryEvent } from '@/lib/validation/history';

const LABELS: Record<string, string> = {
  time: 'time',
  animalIds: 'horses',
  notes: 'notes',
  address: 'address',
};
const STATUSES: Record<string, string> = { active: 'Booked', completed: 'Done' };
const texts: HistoryTexts = {
  created: 'Created',
  deleted: 'Deleted',
  updated: (fields) => `Changed ${fields}`,
  updatedNothing: 'Changed',
  statusChanged: (from, to) => `Status: ${from} → ${to}`,
  field: (name) => LABELS[name] ?? name,
  status: (status) => STATUSES[status] ?? status,
  list: (items) => new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items),
  when: (at) => `at ${at}`,
};
const GROUPS = {
  time: ['startDate', 'startTime', 'endDate', 'endTime'],
  address: ['address', 'postalNumber', 'city'],
};

const event = (overrides: Partial<HistoryEvent>): HistoryEvent => ({
  id: '6f1c4a56-7d1e-4c1b-9a43-1f0a2b3c4d5e',
  action: 'created',
  at: '2026-11-26T08:14:00.000Z',
  user: { id: '7a2d5b67-8e2f-4d2c-8b54-2a1b3c4d5e6f', name: 'Åsa Lind-Berg' },
  fields: [],
  from: null,
  to: null,
  ...overrides,
});

describe('history lines', () => {
  it('say who created the record and when', () => {
    expect(historyLine(event({}), texts, GROUPS)).toEqual({
      id: '6f1c4a56-7d1e-4c1b-9a43-1f0a2b3c4d5e',
      what: 'Created',
      who: 'Åsa Lind-Berg',
      when: 'at 2026-11-26T08:14:00.000Z',
    });
  });

  it('name the changed fields by their labels, the time and the address once each', () => {
    const changed = event({
      action: 'updated',
      fields: ['startDate', 'startTime', 'endTime', 'animalIds', 'notes', 'postalNumber', 'city'],
    });
    expect(historyLine(changed, texts, GROUPS).what).toBe('Changed time, horses, notes and address');
    expect(changedNames(['endTime', 'startDate'], GROUPS)).toEqual(['time']);
    // A field the screens do not know keeps its API name; an update naming nothing says only that.
    expect(historyLine(event({ action: 'updated', fields: ['sequence'] }), texts).what).toBe(
      'Changed sequence',
    );
    expect(historyLine(event({ action: 'updated' }), texts).what).toBe('Changed');
  });

  it("show status changes in the record's own words, and a removed user as nobody", () => {
    const done = event({ action: 'status_changed', from: 'active', to: 'completed', user: null });
    expect(historyLine(done, texts)).toMatchObject({ what: 'Status: Booked → Done', who: null });
    expect(historyLine(event({ action: 'deleted' }), texts).what).toBe('Deleted');
  });
});

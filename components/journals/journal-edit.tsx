'use client';
// /journal-edit/{id}: the journal's form on the record kit's edit screen, filled from the journal as it reads now (a
// copy fresh enough to be edited, and a draft on top of it). A locked journal's edit is an amendment.
import { RecordEditScreen } from '@/components/record';
import { todayInStockholm } from '@/lib/time-zone';
import { JournalForm } from './journal-form';
import { emptyJournalValues } from './journal-form-values';
import { JOURNALS } from './journal-resource';

export function JournalEdit({ id }: { id: string }) {
  return (
    <RecordEditScreen
      resource={JOURNALS}
      id={id}
      form={(journal) => (
        <JournalForm
          journal={journal}
          initial={emptyJournalValues(todayInStockholm())}
          // Shown at once, before the keeper's horses have loaded.
          known={{ animal: journal.animal.name, customer: journal.owner.name ?? undefined }}
        />
      )}
    />
  );
}

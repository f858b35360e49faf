// Journals as the record kit sees them: a record with a life (spec 3; swedish-rules §1). A draft is signed once
// (journals.actions.sign); after that it is locked and changes are amendments. Its number is the journal ID
// (J-2026-0107); its lines are the treatments, the pharmaceuticals and the hoof findings.
import { recordResource, type StatusMachine } from '@/components/record/record-resource';
import { CheckIcon } from '@/components/ui/icons';
import type { Journal, JournalStatus } from '@/lib/client/journal-api';
import { journalQueries } from '@/lib/client/queries/journals';
import { JOURNAL_LIFE } from '@/lib/validation/journal';
import { JournalStatusBadge } from './journal-badges';
import { NEW_PHARMACEUTICAL, NEW_TREATMENT } from './journal-form-values';

export const JOURNAL_STATUS_MACHINE: StatusMachine<JournalStatus> = {
  transitions: JOURNAL_LIFE.transitions,
  order: ['signed'],
  action: () => ({ key: 'sign', Icon: CheckIcon, variant: 'primary' }),
  messages: 'actions',
  cancel: 'keep',
  labels: 'journals.status',
  Badge: JournalStatusBadge,
};

export const JOURNALS = recordResource({
  namespace: 'journals',
  route: 'journal',
  queries: journalQueries,
  name: (journal: Journal) => `${journal.referenceNumber} · ${journal.animal.name}`,
  number: (journal) => journal.referenceNumber,
  statuses: JOURNAL_STATUS_MACHINE,
  lines: {
    treatments: { ...NEW_TREATMENT },
    pharmaceuticals: { ...NEW_PHARMACEUTICAL },
  },
});

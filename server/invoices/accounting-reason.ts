// How an invoice's failed sync reads, in the reader's language: the stored code worded from accounting.syncFailure.*,
// with Fortnox's own words quoted as Fortnox wrote them (they are Fortnox's, mostly Swedish, and never translated).
import type { Locale } from '@/lib/i18n/locales';
import type { AccountingFailure, Invoice } from '@/lib/validation/invoice';
import { translateKey } from '@/server/i18n/translator';

type SyncState = Invoice['accounting']['state'];

/** The invoice's `accounting.reason`: null unless its last sync failed. */
export function accountingReason(
  locale: Locale,
  state: SyncState,
  failure: AccountingFailure | null,
): Invoice['accounting']['reason'] {
  if (state !== 'failed') return null;
  // A failure stored before codes were, and not recognised when they came (migration 0026).
  const { code, status, fortnox, number } = failure ?? { code: 'unknown' };
  const key = code === 'refused' && fortnox === undefined ? 'refusedWithoutWords' : code;
  const message = translateKey(locale, `accounting.syncFailure.${key}`, {
    status: status ?? 0,
    fortnox: fortnox ?? '',
    number: number ?? '',
  });
  return { code, message, fortnoxMessage: fortnox ?? null };
}

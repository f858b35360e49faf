// The accounting connection calls of the profile screen (Fortnox); the answers' types come from the schemas the API
// documents (lib/validation/accounting.ts).
import type { AccountingConnectionView } from '@/lib/validation/accounting';
import { api, read } from './api-client';

export type { AccountingConnectionView };

export const getAccountingConnection = (): Promise<AccountingConnectionView> =>
  read(api.GET('/accounting/connection'));

/** Starts connecting: Fortnox's consent address, where the browser goes next (the answer also sets its cookie). */
export const startFortnoxConnect = (): Promise<{ url: string }> =>
  read(api.POST('/accounting/fortnox/connect'));

export const disconnectFortnox = (): Promise<AccountingConnectionView> =>
  read(api.DELETE('/accounting/fortnox'));

'use client';
// The signed-in area's unpaid-invoice check (spec 4, 9): POST invoices/check-all-unpaid-invoices once on entering
// and then every 5 minutes while the area is open; a failure is only logged (no toast: the user did not ask for it).
// It is a background call (lib/client/api-client.ts): it goes once the screens' calls have confirmed the session, and
// its session failure ends, refreshes and retries nothing. Rendered once by the signed-in layout; the interval ends
// with it. Only the owner's browser runs it (runsUnpaidCheck).
import { useEffect } from 'react';
import { BackgroundCallSkipped } from '@/lib/client/background-calls';
import { checkAllUnpaidInvoices } from '@/lib/client/invoice-documents-api';
import { getStoredUser } from '@/lib/client/session';
import { runsUnpaidCheck } from '@/lib/client/unpaid-check';

export const UNPAID_CHECK_INTERVAL_MS = 5 * 60 * 1000;

let running = false;

/**
 * One check at a time: a clock that jumps (a laptop woken after an hour) fires the missed intervals together, and they
 * would all ask the same thing at once.
 */
function check() {
  // Read at each run: another user may have signed in since the area opened.
  if (running || !runsUnpaidCheck(getStoredUser())) return;
  running = true;
  checkAllUnpaidInvoices()
    .catch((error: unknown) => {
      // Skipped (the session not lately confirmed): nothing was sent, the next run goes on the confirmed session.
      if (error instanceof BackgroundCallSkipped) console.info('Unpaid-invoice check skipped', error.message);
      else console.error('Unpaid-invoice check failed', error);
    })
    .finally(() => {
      running = false;
    });
}

export function UnpaidInvoiceCheck() {
  useEffect(() => {
    check();
    const timer = setInterval(check, UNPAID_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return null;
}

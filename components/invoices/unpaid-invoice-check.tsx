'use client';
// The signed-in area's unpaid-invoice check (spec 4, 9): POST invoices/check-all-unpaid-invoices once on entering
// and then every 5 minutes while the area is open; a failure is only logged (no toast: the user did not ask for it).
// Rendered once by the signed-in layout; the interval ends with it.
import { useEffect } from 'react';
import { checkAllUnpaidInvoices } from '@/lib/client/invoice-documents-api';

export const UNPAID_CHECK_INTERVAL_MS = 5 * 60 * 1000;

let running = false;

/**
 * One check at a time: a clock that jumps (a laptop woken after an hour) fires the missed intervals together, and they
 * would all ask the same thing at once.
 */
function check() {
  if (running) return;
  running = true;
  checkAllUnpaidInvoices()
    .catch((error: unknown) => {
      console.error('Unpaid-invoice check failed', error);
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

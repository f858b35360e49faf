// The accounting connection (Profile → Accounting) and the payment checks, as the API answers them.
import { z } from 'zod';

export const ACCOUNTING_PROVIDERS = ['fortnox', 'visma'] as const;

/** GET accounting/connection (and DELETE accounting/fortnox). */
export const accountingConnectionSchema = z
  .object({
    provider: z.enum(['fortnox']).nullable(),
    connected: z.boolean(),
    connectedAt: z.string().nullable(),
    /** Whether this server offers Fortnox (its client id and secret are set). */
    available: z.boolean(),
    providers: z.array(
      z.union([
        z.object({ id: z.literal('fortnox'), status: z.enum(['live', 'notConfigured']) }),
        z.object({ id: z.literal('visma'), status: z.literal('coming') }),
      ]),
    ),
  })
  .meta({ id: 'AccountingConnection' });
export type AccountingConnectionView = z.output<typeof accountingConnectionSchema>;

/** POST accounting/fortnox/connect: where to send the browser (Fortnox's consent page). */
export const accountingConnectSchema = z.object({ url: z.url() });

/** How a connection attempt ended, as the callback puts it on the profile's address (?accounting=…). */
export const ACCOUNTING_CALLBACK_OUTCOMES = ['connected', 'denied', 'failed', 'invalid'] as const;

/** POST invoices/check-all-unpaid-invoices. */
export const unpaidCheckSchema = z
  .object({
    connected: z.boolean(),
    checked: z.number().int(),
    paid: z.number().int(),
    unpaid: z.number().int(),
    overdue: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: 'UnpaidCheck' });

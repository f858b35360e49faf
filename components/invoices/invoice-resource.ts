// Invoices as the record kit sees them: a record with a life (spec 3, 4; swedish-rules §3). A draft is registered
// (it gets its number and OCR), sent, paid; a draft may be cancelled; an issued invoice is corrected by a credit
// invoice (its own button, not a status change). Its number appears when it is registered; its lines are what it
// sells. The screens are /invoice-create (not -add), /invoice-edit/{id} and /invoice-details/{id}.
import { recordResource, type StatusMachine } from '@/components/record/record-resource';
import { CheckIcon, CloseIcon, MailIcon, StarIcon } from '@/components/ui/icons';
import type { Invoice, InvoiceStatus } from '@/lib/client/invoice-api';
import { invoiceQueries } from '@/lib/client/queries/invoices';
import { INVOICE_LIFE } from '@/lib/validation/invoice';
import { InvoiceStatusBadge } from './invoice-badges';
import { NEW_LINE } from './invoice-form-values';

/** Crediting makes a new invoice (POST invoices/credit): not one of the status buttons. */
const BY_STATUS: Readonly<Record<InvoiceStatus, readonly InvoiceStatus[]>> = Object.fromEntries(
  Object.entries(INVOICE_LIFE.transitions).map(([from, to]) => [
    from,
    (to as readonly InvoiceStatus[]).filter((status) => status !== 'credited'),
  ]),
) as unknown as Record<InvoiceStatus, readonly InvoiceStatus[]>;

const ACTIONS = {
  registered: { key: 'register', Icon: CheckIcon, variant: 'primary' },
  sent: { key: 'markSent', Icon: MailIcon, variant: 'secondary' },
  paid: { key: 'markPaid', Icon: StarIcon, variant: 'primary' },
  cancelled: { key: 'cancel', Icon: CloseIcon, variant: 'ghost', danger: true },
} as const;

export const INVOICE_STATUS_MACHINE: StatusMachine<InvoiceStatus> = {
  transitions: BY_STATUS,
  order: ['registered', 'paid', 'sent', 'cancelled'],
  action: (_from, to) => ACTIONS[to as keyof typeof ACTIONS] ?? ACTIONS.registered,
  messages: 'actions',
  cancel: 'keep',
  labels: 'invoices.status',
  Badge: InvoiceStatusBadge,
};

/** The invoice's name in titles, toasts and questions: "1042 · Anna Berg", or the customer's alone on a draft. */
export const invoiceName = (invoice: Pick<Invoice, 'invoiceNumber' | 'customer'>) =>
  invoice.invoiceNumber ? `${invoice.invoiceNumber} · ${invoice.customer.name}` : invoice.customer.name;

export const INVOICES = recordResource({
  namespace: 'invoices',
  route: 'invoice',
  queries: invoiceQueries,
  name: (invoice: Invoice) => invoiceName(invoice),
  number: (invoice) => invoice.invoiceNumber ?? invoice.customer.name,
  statuses: INVOICE_STATUS_MACHINE,
  lines: { lines: { ...NEW_LINE } },
  historyGroups: {
    lines: ['lines'],
    dates: ['invoiceDate', 'dueDate', 'supplyDate'],
  },
});

/** The create screen (the kit's would be /invoice-add). */
export const INVOICE_CREATE_HREF = '/invoice-create';

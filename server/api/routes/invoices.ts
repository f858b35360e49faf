// Invoice routes (spec 7, Invoices row): create a draft, details, update (a draft, or a registered invoice not yet
// locked), the list of spec 3 with the sums of its filter, the drafts made from a booking or a journal, the status
// changes (registering gives the number and OCR), locking, the credit invoice and the history. Open to every member
// of the account (issue 25 adds a per-staff invoicing permission). The PDF, sending and the payment checks are in
// their own route files.
import 'server-only';
import { z } from '@hono/zod-openapi';
import {
  invoiceInput,
  invoiceListQuery,
  invoiceListSummarySchema,
  invoiceRowSchema,
  invoiceSchema,
  invoiceStatusInput,
} from '@/lib/validation/invoice';
import { invoiceDraftSchema } from '@/lib/validation/invoice-draft';
import { inTenant } from '@/server/db/tenant';
import { invoiceDraftFromBooking, invoiceDraftFromJournal } from '@/server/invoices/invoice-drafts';
import { getInvoice, listInvoices } from '@/server/invoices/read-invoices';
import { createInvoice, updateInvoice } from '@/server/invoices/write-invoices';
import { historyOf } from '@/server/records/history';
import { invoiceRecord } from '@/server/invoices/invoice-record';
import { apiRoutes } from '../api-routes';
import { tenantQuery } from '../middleware/auth';
import { conflictResponse, dataOf, idParam, jsonBody } from '../openapi';
import { validated } from '../request-input';
import { resourceRoutes } from '../resource-routes';
import { lockInvoice, updateInvoiceStatus } from '@/server/invoices/update-status';
import { creditInvoiceAndSync } from '@/server/invoices/credit-invoice';

const routes = resourceRoutes({ tag: 'Invoices', noun: 'invoice' });
const actions = apiRoutes({ tag: 'Invoices' });
export const invoiceRoutes = routes.app;
export const invoiceActionRoutes = actions.app;

// Invoices are the owner's and the staff members the owner gave the invoicing permission (README "Staff").
const MEMBERS = { role: 'staff', permission: 'invoicing' } as const;

const RULES =
  'Customer and invoice date required; at least one line, each with a name, a price per unit and a quantity (not ' +
  'negative), a VAT rate and unit 1 or 2; service lines need one of your services (`serviceId`), product lines one ' +
  'of your products (`productId`). A hand-typed `invoiceNumber` is letters and digits, under 20 characters, and ' +
  'unique in the account (422 `invoiceRules.numberTaken`). Left out: `dueDate` = invoice date + the customer’s ' +
  'payment terms; `supplyDate` = the booking’s or journal’s visit date, else the invoice date. `mileageKm` adds one ' +
  'line of kind `mileage` (km × `mileageRate`, else the account’s rate, else 2.50 kr; 25 % VAT) in step with the ' +
  'fields. Totals are formed from the lines in öre: line nets rounded once, VAT per rate on the summed nets, the ' +
  'grand total rounded to whole kronor with the difference as `rounding`.';

// POST /invoices/create — a draft (numbered when registered)
routes.create('/invoices/create', {
  access: MEMBERS,
  summary: 'Create a draft invoice; the answer carries its lines, totals, VAT per rate and parties',
  description: RULES,
  body: invoiceInput,
  response: invoiceSchema,
  useCase: createInvoice,
});

// GET /invoices/details/{id} — the invoice with lines, totals, parties, payment details, credits
routes.details('/invoices/details/{id}', {
  access: MEMBERS,
  summary:
    'An invoice with its lines, totals (net, VAT per rate, VAT, rounding, grand total), the seller, buyer and ' +
    'payment details (as frozen when registered; live on a draft), its OCR, accounting state and credit invoices',
  response: invoiceSchema,
  useCase: getInvoice,
});

// PUT /invoices/update/{id} — a draft, or a registered invoice not yet locked, replaced as the form sends it
routes.update('/invoices/update/{id}', {
  access: MEMBERS,
  summary: 'Update a draft, or a registered invoice that is not locked (it keeps its number)',
  description: `${RULES} A sent, booked, paid, credited or cancelled invoice is kept as it is (409 INVOICE_LOCKED).`,
  conflict: 'INVOICE_LOCKED: the invoice is locked (sent or booked) or past editing; credit it instead',
  body: invoiceInput,
  response: invoiceSchema,
  useCase: updateInvoice,
});

const listAnswer = z.object({
  data: z.array(invoiceRowSchema),
  nextCursor: z.string().nullable(),
  summary: invoiceListSummarySchema,
});

// GET /invoices/list — spec 3's table: ?status, ?customerId, ?from/?to, ?search, pages, and the filter's sums
actions.openapi(
  {
    access: MEMBERS,
    method: 'get',
    path: '/invoices/list',
    summary:
      'Invoices, newest invoice date first: ?status=all|draft|unpaid|overdue|paid|sent|notSent|locked, ' +
      '?customerId, ?from/?to (invoice dates, inclusive), ?search (number or customer name; å/ä/ö as a/a/o), ' +
      '?cursor, ?limit ≤ 200. `summary` sums every invoice the filter matches (not only the page): the count, the ' +
      'grand total (cancelled drafts add nothing), the unpaid and the overdue totals.',
    after: [tenantQuery],
    request: { query: invoiceListQuery },
    responses: {
      200: { description: 'A page of invoices', content: { 'application/json': { schema: listAnswer } } },
    },
  },
  async (c) => {
    const input = validated<z.output<typeof invoiceListQuery>>(c, 'query');
    return c.json(await inTenant(c.var.auth, (ctx) => listInvoices(ctx, { input })), 200);
  },
);

// GET /invoices/bookings/{id} — a draft's fields from a booking, not saved
routes.details('/invoices/bookings/{id}', {
  access: MEMBERS,
  summary:
    'A draft invoice’s fields from a booking, not saved: its customer, its horses in the note, its services as ' +
    'lines (price, VAT, unit), the visit’s date as the date of supply; post them to invoices/create',
  response: invoiceDraftSchema,
  useCase: invoiceDraftFromBooking,
});

// GET /invoices/journals/{id} — a draft's fields from a journal, not saved
routes.details('/invoices/journals/{id}', {
  access: MEMBERS,
  summary:
    'A draft invoice’s fields from a journal, not saved: the keeper as customer, each treatment a line (the service ' +
    'of that name when there is one, else an `other` line to price), materials that name a product as product ' +
    'lines, the treatment date as the date of supply',
  response: invoiceDraftSchema,
  useCase: invoiceDraftFromJournal,
});

// PUT /invoices/update-status/{id} — registered (number, OCR, frozen parties, stock), sent, paid, cancelled
actions.openapi(
  {
    access: MEMBERS,
    method: 'put',
    path: '/invoices/update-status/{id}',
    summary:
      'Change an invoice’s status: draft → registered | cancelled, registered → sent | paid, sent → paid (409 ' +
      'INVALID_TRANSITION otherwise; credit with invoices/credit/{id}). Registering gives the next number of the ' +
      'account’s series and its OCR, freezes the seller, buyer and payment details, and takes its products out of ' +
      'stock; sent locks it; paid records `paidDate` (default today). With Fortnox connected the number is Fortnox’s: ' +
      'the registering commits, then the invoice is sent there and answered as it stands (`accounting.state` synced ' +
      'with the number, or pending/failed with the reason while the invoice-accounting-sync job tries again).',
    request: { params: idParam, body: jsonBody(invoiceStatusInput) },
    responses: {
      200: dataOf(invoiceSchema, 'The invoice'),
      ...conflictResponse('INVALID_TRANSITION: the invoice’s status does not allow the change'),
    },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    const input = validated<z.output<typeof invoiceStatusInput>>(c, 'json');
    // Committed first; a registered invoice of a connected account then goes to Fortnox (after its commit).
    return c.json({ data: await updateInvoiceStatus(c.var.auth, { id, input }) }, 200);
  },
);

// POST /invoices/lock/{id} — an issued invoice locked: kept as it is, corrected only by a credit invoice
actions.openapi(
  {
    access: MEMBERS,
    method: 'post',
    path: '/invoices/lock/{id}',
    summary: 'Lock an issued invoice: it is kept as it is; corrections are credit invoices',
    request: { params: idParam },
    responses: {
      200: dataOf(invoiceSchema, 'The locked invoice'),
      ...conflictResponse('INVOICE_NOT_ISSUED: a draft is registered first'),
    },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await inTenant(c.var.auth, (ctx) => lockInvoice(ctx, { id })) }, 200);
  },
);

// POST /invoices/credit/{id} — the credit invoice of an issued invoice (answers it)
actions.openapi(
  {
    access: MEMBERS,
    method: 'post',
    path: '/invoices/credit/{id}',
    summary:
      'Credit an issued invoice: a credit invoice with its lines negated (same prices and VAT) referring to it, ' +
      'registered at once with the next number; the original is marked credited and its products come back to stock. ' +
      'With Fortnox connected the original is credited there (its credit invoice’s number becomes this one’s).',
    request: { params: idParam },
    responses: {
      201: dataOf(invoiceSchema, 'The credit invoice'),
      ...conflictResponse(
        'INVOICE_NOT_ISSUED: a draft has nothing to credit; INVALID_TRANSITION: already credited or cancelled',
      ),
    },
  },
  async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ data: await creditInvoiceAndSync(c.var.auth, { id }) }, 201);
  },
);

// GET /invoices/history/{id} — who created, changed, registered, sent, paid or credited the invoice, when
routes.history('/invoices/history/{id}', {
  access: MEMBERS,
  summary:
    'The invoice’s history, oldest first: created, updated (the fields that changed), status_changed (from, to), ' +
    'with who and when. Field names and statuses only.',
  useCase: historyOf(invoiceRecord),
});

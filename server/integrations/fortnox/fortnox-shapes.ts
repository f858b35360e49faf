// The parts of Fortnox's JSON that Hovbook writes and reads (api.fortnox.se/apidocs: Customers, Invoices), and how an
// invoice of ours becomes one of Fortnox's. Amounts to Fortnox are kronor, as its API takes them. Every invoice we
// create carries our invoice's id in ExternalInvoiceReference1 (a reference Fortnox keeps for other systems, not
// printed on the invoice, and searchable: GET /3/invoices?externalinvoicereference1=…), so a retry can find an
// invoice Fortnox made although its answer never reached us. A customer we create there gets its number from ours
// (customerNumberOf), for the same reason: Fortnox keeps no other reference of ours on a customer that it can be
// searched by.
import type { Invoice } from '@/lib/validation/invoice';

export type FortnoxCustomer = {
  CustomerNumber: string;
  Name: string;
  Address1?: string;
  ZipCode?: string;
  City?: string;
  OrganisationNumber?: string;
  VATNumber?: string;
};

export type FortnoxInvoiceAnswer = {
  DocumentNumber: string;
  OCR?: string;
  Total?: number;
  Balance: number;
  Cancelled: boolean;
  Booked?: boolean;
  FinalPayDate?: string | null;
  ExternalInvoiceReference1?: string;
  /** On a credited invoice, its credit invoice's DocumentNumber; on a credit invoice, the credited one's. 0 or "" when none. */
  CreditInvoiceReference?: string | number | null;
};

/** One invoice of GET /3/invoices (the list answers a subset of each invoice's fields). */
export type FortnoxInvoiceListItem = Pick<
  FortnoxInvoiceAnswer,
  'DocumentNumber' | 'OCR' | 'Cancelled' | 'ExternalInvoiceReference1'
>;

/** A document number Fortnox names in a reference field, or null when the field names none ("0", "", 0, null). */
export function referencedNumber(value: string | number | null | undefined): string | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  return text === '' || text === '0' ? null : text;
}

/**
 * The CustomerNumber a customer of ours gets when we create it in Fortnox: "HB" and our customer's id as 32 hex
 * digits (Fortnox takes letters, digits and - + / _, up to 1024 characters; no dash, so no doubt about which dash).
 * Known before Fortnox answers, so a try whose answer was lost is found again at GET /3/customers/{number}, and two
 * syncs of one customer at once cannot make two: Fortnox refuses the second number.
 */
export const customerNumberOf = (customerId: string): string =>
  `HB${customerId.replaceAll('-', '').toUpperCase()}`;

/** Fortnox's limit on a row's description. */
const DESCRIPTION_MAX = 50;

/** The buyer as a Fortnox customer (what Fortnox prints on its own copy and books against). */
export function customerOf(buyer: Invoice['buyer']): Omit<FortnoxCustomer, 'CustomerNumber'> {
  const optional = (value: string | null) => value ?? '';
  return {
    Name: buyer.name,
    Address1: optional(buyer.address),
    ZipCode: optional(buyer.postalCode),
    City: optional(buyer.city),
    OrganisationNumber: optional(buyer.organizationNumber),
    VATNumber: optional(buyer.vatNumber),
  };
}

/** The invoice as Fortnox's POST /3/invoices takes it: dates, and one row per line with its VAT and discount. */
export function invoiceOf(invoice: Invoice, customerNumber: string) {
  return {
    Invoice: {
      CustomerNumber: customerNumber,
      InvoiceDate: invoice.invoiceDate,
      DueDate: invoice.dueDate,
      OurReference: invoice.seller.name.slice(0, 50),
      ExternalInvoiceReference1: invoice.id,
      InvoiceRows: invoice.lines.map((line) => ({
        Description: line.name.slice(0, DESCRIPTION_MAX),
        DeliveredQuantity: line.quantity,
        Price: line.pricePerUnit,
        VAT: line.vat,
        Discount: line.discount,
        DiscountType: 'PERCENT' as const,
      })),
    },
  };
}

/** Paid in Fortnox: not cancelled, nothing left to pay, and the day it was paid in full recorded. */
export const isPaidInFortnox = (
  invoice: FortnoxInvoiceAnswer,
): invoice is FortnoxInvoiceAnswer & { FinalPayDate: string } =>
  !invoice.Cancelled &&
  Number(invoice.Balance) === 0 &&
  typeof invoice.FinalPayDate === 'string' &&
  invoice.FinalPayDate !== '';

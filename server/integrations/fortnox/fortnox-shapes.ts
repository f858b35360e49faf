// The parts of Fortnox's JSON that Hovbook writes and reads (api.fortnox.se/apidocs: Customers, Invoices), and how an
// invoice of ours becomes one of Fortnox's. Amounts to Fortnox are kronor, as its API takes them.
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
};

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

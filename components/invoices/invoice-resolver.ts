'use client';
// The invoice form's validation: the shared schema (lib/validation/invoice.ts) on the body the form would send, its
// errors on the form's fields — a line's on that line's field (lines.0.pricePerUnit; a service line's missing
// service on its picker), anything else on the field its path starts with.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { invoiceInput, type InvoiceOutput } from '@/lib/validation/invoice';
import {
  INVOICE_FIELDS,
  invoiceBody,
  type InvoiceField,
  type InvoiceFormValues,
} from './invoice-form-values';

export const invoiceResolver: Resolver<InvoiceFormValues, unknown, InvoiceOutput> = async (values) => {
  const result = invoiceInput.safeParse(invoiceBody(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, unknown> = {};
  const set = (path: string[], message: string) => {
    let node = errors;
    // A line's errors are a list, as react-hook-form keeps a field array's (lines.0.name).
    path.slice(0, -1).forEach((part, i) => {
      node = (node[part] ??= /^\d+$/.test(path[i + 1] ?? '') ? [] : {}) as Record<string, unknown>;
    });
    node[path.at(-1)!] ??= { type: 'custom', message };
  };
  for (const issue of result.error.issues) {
    const [head, index, field] = issue.path.map(String);
    if (head === 'lines' && index !== undefined && field) set(['lines', index, field], issue.message);
    else if (INVOICE_FIELDS.includes(head as InvoiceField)) set([head!], issue.message);
  }
  return { values: {}, errors: errors as FieldErrors<InvoiceFormValues> };
};

// The customer form's values: text as typed (the shared schema parses it), the language of messages to the
// customer, and the "same as address" switch.
import { z } from 'zod';
import type { Customer } from '@/lib/client/customer-api';
import { formatOrganizationNumber, formatPersonalId, formatPhone, formatPostalCode } from '@/lib/format';
import { PAYMENT_TERMS, customerInput, type CustomerLanguage } from '@/lib/validation/customer';

/** The API's schema plus the form-only switch that copies the address into the billing address. */
export const customerFormSchema = customerInput.safeExtend({ sameAsAddress: z.boolean() });

/** The fields in the form's order (the order errors are focused in). */
export const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'language',
  'address',
  'postalCode',
  'city',
  'billingAddress',
  'billingPostalCode',
  'billingCity',
  'paymentTerms',
  'personalId',
  'organizationNumber',
] as const;

export type CustomerTextField = Exclude<(typeof CUSTOMER_FIELDS)[number], 'language'>;
export type CustomerFormValues = Record<CustomerTextField, string> & {
  language: CustomerLanguage;
  sameAsAddress: boolean;
};

const blank = (v: string | null | undefined) => (v ?? '').trim();

/** The form's starting values: empty for a new customer, the customer's (as people write them) for an edit. */
export function customerFormValues(customer?: Customer): CustomerFormValues {
  if (!customer) {
    return {
      ...(Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, ''])) as Record<
        CustomerTextField,
        string
      >),
      language: 'sv',
      paymentTerms: String(PAYMENT_TERMS.default),
      sameAsAddress: false,
    };
  }
  const address = [customer.address, customer.postalCode, customer.city].map(blank);
  const billing = [customer.billingAddress, customer.billingPostalCode, customer.billingCity].map(blank);
  return {
    firstName: customer.firstName,
    lastName: customer.lastName ?? '',
    phone: formatPhone(customer.phone),
    email: customer.email ?? '',
    language: customer.language,
    personalId: formatPersonalId(customer.personalId),
    organizationNumber: formatOrganizationNumber(customer.organizationNumber),
    address: customer.address ?? '',
    postalCode: formatPostalCode(customer.postalCode),
    city: customer.city ?? '',
    billingAddress: customer.billingAddress ?? '',
    billingPostalCode: formatPostalCode(customer.billingPostalCode),
    billingCity: customer.billingCity ?? '',
    paymentTerms: String(customer.paymentTerms),
    sameAsAddress: address.some(Boolean) && address.every((part, i) => part === billing[i]),
  };
}

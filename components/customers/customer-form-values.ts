// The customer form's values: text as typed (the shared schema parses it), the language of messages to the
// customer, and the "same as address" switch — ticked for a new customer, so a first save needs only the address.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { z } from 'zod';
import type { Customer } from '@/lib/client/customer-api';
import { formatOrganizationNumber, formatPersonalId, formatPhone, formatPostalCode } from '@/lib/format';
import { requiredText } from '@/lib/validation/fields';
import { PAYMENT_TERMS, customerInput, type CustomerLanguage } from '@/lib/validation/customer';

/**
 * The API's schema plus the form-only switch that copies the address into the billing address. The billing address
 * is required here outright: spec 5 requires it whenever a billing postal code or city is given, and those two are
 * always required, so the API refuses exactly what this refuses — but the form can then flag all three fields at once
 * instead of the address only after the other two are filled in.
 */
export const customerFormSchema = customerInput.safeExtend({
  sameAsAddress: z.boolean(),
  billingAddress: requiredText(200),
});

/** The address fields and the billing fields that follow them while "Same as the address" is ticked. */
export const ADDRESS_PAIRS = [
  ['address', 'billingAddress'],
  ['postalCode', 'billingPostalCode'],
  ['city', 'billingCity'],
] as const;

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
  'productionSiteNumber',
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
      // Most customers are billed where they live.
      sameAsAddress: true,
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
    productionSiteNumber: customer.productionSiteNumber ?? '',
    billingAddress: customer.billingAddress ?? '',
    billingPostalCode: formatPostalCode(customer.billingPostalCode),
    billingCity: customer.billingCity ?? '',
    paymentTerms: String(customer.paymentTerms),
    sameAsAddress: address.some(Boolean) && address.every((part, i) => part === billing[i]),
  };
}

/** The values as saved: while "Same as the address" is ticked, the billing fields are the address fields. */
export function followingAddress(values: CustomerFormValues): CustomerFormValues {
  if (!values.sameAsAddress) return values;
  const followed = { ...values };
  for (const [from, to] of ADDRESS_PAIRS) followed[to] = values[from];
  return followed;
}

const schemaResolver = zodResolver(customerFormSchema);

export type CustomerFormOutput = z.output<typeof customerFormSchema>;

/**
 * The form's validation: the shared schema on the values as they will be saved. While the billing address follows
 * the address, what is missing from it is flagged on the address fields too, where it can be typed.
 */
export const customerResolver: Resolver<CustomerFormValues, unknown, CustomerFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = (await schemaResolver(
    followingAddress(values) as never,
    context,
    options as never,
  )) as ResolverResult<CustomerFormValues, CustomerFormOutput>;
  if (values.sameAsAddress) {
    const errors = result.errors as Record<string, unknown>;
    for (const [from, to] of ADDRESS_PAIRS) if (errors[to] && !errors[from]) errors[from] = errors[to];
  }
  return result;
};

// Customer rules of spec 5 with real checks: personnummer (Luhn, a real date, samordningsnummer),
// organisationsnummer, Swedish phone, postal codes, payment terms 0–90 — shared by the form and the API.
import Personnummer from 'personnummer';
import { z } from 'zod';
import {
  email,
  optional,
  optionalText,
  organizationNumber,
  personName,
  postalCode,
  requiredString,
  requiredText,
  swedishPhone,
} from './fields';

export const PAYMENT_TERMS = { min: 0, max: 90, default: 30 } as const;

/** YYMMDD-NNNC, YYMMDD+NNNC (100 or older) or YYYYMMDDNNNC; stored as 12 digits so the century is never guessed. */
export const personalId = () =>
  requiredString()
    .trim()
    .refine((v) => /^[\d+-]+$/.test(v) && Personnummer.valid(v), 'validation.personalId')
    .transform((v) => Personnummer.parse(v).format(true));

export const customerInput = z
  .object({
    firstName: personName(),
    lastName: optional(personName()),
    email: optional(email()),
    phone: optional(swedishPhone()),
    personalId: optional(personalId()),
    organizationNumber: optional(organizationNumber()),
    address: optionalText(200),
    postalCode: optional(postalCode()),
    city: optionalText(100),
    billingAddress: optionalText(200),
    billingPostalCode: postalCode(),
    billingCity: requiredText(100),
    paymentTerms: z.coerce
      .number({ error: 'validation.paymentTerms' })
      .int('validation.paymentTerms')
      .min(PAYMENT_TERMS.min, 'validation.paymentTerms')
      .max(PAYMENT_TERMS.max, 'validation.paymentTerms')
      .default(PAYMENT_TERMS.default),
  })
  .superRefine((v, ctx) => {
    // Spec 5: the billing address is required when a billing postal code or city is given.
    if ((v.billingPostalCode || v.billingCity) && !v.billingAddress) {
      ctx.addIssue({ code: 'custom', path: ['billingAddress'], message: 'validation.required' });
    }
  });
export type CustomerInput = z.input<typeof customerInput>;
export type CustomerOutput = z.output<typeof customerInput>;

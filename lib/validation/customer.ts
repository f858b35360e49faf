// Customer rules of spec 5 with real checks: personnummer (Luhn, a real date, samordningsnummer),
// organisationsnummer, Swedish phone, postal codes, payment terms 0–90 — shared by the form and the API.
import Personnummer from 'personnummer';
import { z } from 'zod';
import {
  email,
  optional,
  organizationNumber,
  personName,
  postalCode,
  requiredString,
  swedishPhone,
} from './fields';

export const PAYMENT_TERMS = { min: 0, max: 90, default: 30 } as const;

/** YYMMDD-NNNC, YYMMDD+NNNC (100 or older) or YYYYMMDDNNNC; stored as 12 digits so the century is never guessed. */
export const personalId = () =>
  requiredString()
    .trim()
    .refine((v) => /^[\d+-]+$/.test(v) && Personnummer.valid(v), 'validation.personalId')
    .transform((v) => Personnummer.parse(v).format(true));

const text = (max: number) => optional(z.string().trim().max(max, 'validation.tooLong'));

export const customerInput = z
  .object({
    firstName: personName(),
    lastName: optional(personName()),
    email: optional(email()),
    phone: optional(swedishPhone()),
    personalId: optional(personalId()),
    organizationNumber: optional(organizationNumber()),
    address: text(200),
    postalCode: optional(postalCode()),
    city: text(100),
    billingAddress: text(200),
    billingPostalCode: postalCode(),
    billingCity: requiredString().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
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

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
import { activeStatus, listQuery } from './list';
import { timestamps } from './response';

export const PAYMENT_TERMS = { min: 0, max: 90, default: 30 } as const;

/** The languages reminders and other messages to the customer are written in; Swedish unless chosen. */
export const CUSTOMER_LANGUAGES = ['sv', 'en'] as const;
export type CustomerLanguage = (typeof CUSTOMER_LANGUAGES)[number];

/** YYMMDD-NNNC, YYMMDD+NNNC (100 or older) or YYYYMMDDNNNC; stored as 12 digits so the century is never guessed. */
export const personalId = () =>
  requiredString()
    .trim()
    .refine((v) => /^[\d+-]+$/.test(v) && Personnummer.valid(v), 'validation.personalId')
    .transform((v) => Personnummer.parse(v).format(true));

/**
 * The production-site number (produktionsplatsnummer, PPN) a keeper registers their site under with the county board.
 * Its printed form is not confirmed here (UNCONFIRMED: seen with and without an "SE" prefix and spaces), so letters
 * and digits, single spaces or hyphens between them, at most 20 characters, stored upper-case as typed.
 */
export const productionSiteNumber = () =>
  requiredString()
    .trim()
    .max(20, 'validation.productionSiteNumber')
    .regex(/^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/, 'validation.productionSiteNumber')
    .transform((v) => v.toUpperCase());

export const customerInput = z
  .object({
    firstName: personName(),
    lastName: optional(personName()),
    email: optional(email()),
    phone: optional(swedishPhone()),
    personalId: optional(personalId()),
    organizationNumber: optional(organizationNumber()),
    productionSiteNumber: optional(productionSiteNumber()),
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
    /** Left out: Swedish (update is a full replacement, like the form). */
    language: z.enum(CUSTOMER_LANGUAGES, { error: 'validation.language' }).default('sv'),
  })
  .superRefine((v, ctx) => {
    // Spec 5: the billing address is required when a billing postal code or city is given.
    if ((v.billingPostalCode || v.billingCity) && !v.billingAddress) {
      ctx.addIssue({ code: 'custom', path: ['billingAddress'], message: 'validation.required' });
    }
  });
export type CustomerInput = z.input<typeof customerInput>;
export type CustomerOutput = z.output<typeof customerInput>;

export const customerListQuery = listQuery.extend({
  sort: z.enum(['name', 'newest', 'city'], { error: 'validation.invalid' }).default('name'),
});
export type CustomerListQuery = z.output<typeof customerListQuery>;

/** A customer as the API answers it (customers/create, a customers/list row). */
export const customerSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable().meta({ description: 'E.164, e.g. +46701234567' }),
    personalId: z.string().nullable().meta({ description: 'Personnummer as 12 digits' }),
    organizationNumber: z.string().nullable(),
    productionSiteNumber: z
      .string()
      .nullable()
      .meta({ description: "The keeper's production-site number (PPN), carried by their journals" }),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    billingAddress: z.string().nullable(),
    billingPostalCode: z.string().nullable(),
    billingCity: z.string().nullable(),
    paymentTerms: z.number().int(),
    language: z.enum(CUSTOMER_LANGUAGES).meta({ description: 'The language of reminders to the customer' }),
    status: activeStatus(),
    ...timestamps,
  })
  .meta({ id: 'Customer' });

/** customers/details and customers/update: the customer and their animals. */
export const customerDetailsSchema = customerSchema
  .extend({
    animals: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        status: activeStatus(),
        latestVisit: z.string().nullable(),
        nextVisit: z.string().nullable(),
        bookedVisit: z.string().nullable().meta({
          description:
            "YYYY-MM-DD: the day of the animal's next active booking from today on; null when none",
        }),
        /** The picture's address (its thumbnail: `?size=thumb`), or null. */
        pictureUrl: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'CustomerDetails' });

/** customers/suggestions: the owner and customer pickers. */
export const customerSuggestionSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
});

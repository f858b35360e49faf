// Service rules of spec 5: category, service, description (≤ 2000), price (positive), unit (1 or 2) and VAT
// (non-negative, one of the offered rates) all required — shared by the form and the API.
import { z } from 'zod';
import { VAT_DESCRIPTION, VAT_RATES } from '@/lib/vat';
import { positiveSekAmount, unitCode, vatPercent } from './amounts';
import { requiredString, requiredText } from './fields';
import { activeStatus, listQuery, referenceQuery } from './list';
import { referenceNames, timestamps } from './response';

export const UNIT_DESCRIPTION = 'Unit code: 1 = per piece/occasion (a shoeing, a trim), 2 = per hour';

export const SERVICE_LIMITS = { serviceMax: 100, descriptionMax: 2000 } as const;

export const serviceInput = z.object({
  /** The service type (spec: the service's category). */
  category: requiredString()
    .trim()
    .min(1, 'validation.required')
    .pipe(z.uuid('validation.serviceType'))
    .meta({ description: 'Service type id from serviceTypes/suggestions' }),
  service: requiredText(SERVICE_LIMITS.serviceMax),
  description: requiredText(SERVICE_LIMITS.descriptionMax, { tooLong: 'validation.descriptionTooLong' }),
  /** Kronor with at most 2 decimals, more than 0; stored as öre. */
  price: positiveSekAmount().meta({ description: 'Kronor, more than 0, at most 2 decimals', example: 1450 }),
  unit: unitCode().meta({ description: '1 = per piece/occasion, 2 = per hour', example: 1 }),
  vatPercent: vatPercent().meta({ description: `VAT percent: ${VAT_RATES.join(', ')}`, example: 25 }),
});
export type ServiceInput = z.input<typeof serviceInput>;
export type ServiceOutput = z.output<typeof serviceInput>;

export const serviceListQuery = listQuery.extend({
  sort: z.enum(['name', 'newest', 'price'], { error: 'validation.invalid' }).default('name'),
});
export type ServiceListQuery = z.output<typeof serviceListQuery>;

export const serviceTypesQuery = referenceQuery;

/** A service as the API answers it, named as the form names it (spec 3: service, category, price, unit, vat). */
export const serviceSchema = z
  .object({
    id: z.uuid(),
    service: z.string().meta({ description: 'The service name', example: 'Skoning runt om' }),
    category: z.uuid().nullable().meta({ description: 'Service type id (serviceTypes/suggestions)' }),
    categoryName: z.string().nullable().meta({ description: 'In the Accept-Language language' }),
    description: z.string().nullable(),
    price: z.number().meta({ description: 'Kronor, excluding VAT', example: 1450 }),
    priceOre: z.number().int().meta({ description: 'The same in öre', example: 145000 }),
    unit: z.number().int().meta({ description: UNIT_DESCRIPTION, example: 1 }),
    vatPercent: z.number().meta({ description: VAT_DESCRIPTION }),
    status: activeStatus(),
    ...timestamps,
  })
  .meta({ id: 'Service' });

/** services/suggestions: the pickers of invoice lines and bookings. */
export const serviceSuggestionSchema = z.object({
  id: z.uuid(),
  service: z.string(),
  categoryName: z.string().nullable(),
  price: z.number(),
  priceOre: z.number().int(),
  unit: z.number().int().meta({ description: UNIT_DESCRIPTION }),
  vatPercent: z.number(),
});

/** serviceTypes/suggestions: trimming, full shoeing, remedial shoeing… */
export const serviceTypeSchema = z.object(referenceNames).meta({ id: 'ServiceType' });

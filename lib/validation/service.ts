// Service rules of spec 5: category, service, description (≤ 2000), price (positive), unit (1 or 2) and VAT
// (non-negative, one of the offered rates) all required — shared by the form and the API.
import { z } from 'zod';
import { VAT_RATES } from '@/lib/vat';
import { positiveSekAmount, unitCode, vatPercent } from './amounts';
import { requiredString, requiredText } from './fields';

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

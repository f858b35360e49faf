// The service form's values: every field as text, as typed (the shared schema parses "1450" or "89,50").
import { oreToInput } from '@/components/inventory/inventory-format';
import type { Service } from '@/lib/client/service-api';
import { UNIT_CODES } from '@/lib/validation/amounts';
import { DEFAULT_VAT_RATE } from '@/lib/vat';

/** In the order the form shows them: the first one in error gets the focus. */
export const SERVICE_FIELDS = ['service', 'category', 'description', 'price', 'unit', 'vatPercent'] as const;

export type ServiceField = (typeof SERVICE_FIELDS)[number];
export type ServiceFormValues = Record<ServiceField, string>;

/** A new service is charged per occasion with 25 % VAT (farrier work); an edit starts from the service. */
export function serviceFormValues(service: Service | undefined, locale: string): ServiceFormValues {
  if (!service) {
    return {
      category: '',
      service: '',
      description: '',
      price: '',
      unit: String(UNIT_CODES.piece),
      vatPercent: String(DEFAULT_VAT_RATE),
    };
  }
  return {
    category: service.category ?? '',
    service: service.service,
    description: service.description ?? '',
    price: oreToInput(service.priceOre, locale),
    unit: String(service.unit),
    vatPercent: String(service.vatPercent),
  };
}

'use client';
// Where the visit is follows who it is for: the first horse's stable address (animals/details), else the customer's
// (customers/details). It is filled in as long as the address fields are empty or still hold what was filled in
// before — never over what the user typed.
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isUuid } from '@/lib/is-uuid';
import { animalQueries } from '@/lib/client/queries/animals';
import { customerQueries } from '@/lib/client/queries/customers';
import {
  ADDRESS_FIELDS,
  animalIdsOf,
  formAddress,
  hasPlace,
  type AddressField,
  type BookingAddress,
  type BookingFormValues,
} from './booking-form-values';

/** The form's fields this needs: reading who the visit is for and the address, writing the address. */
export interface BookingAddressForm {
  get: (field: keyof BookingFormValues) => string;
  set: (field: AddressField, value: string) => void;
}

export function useBookingAddress(form: BookingAddressForm, initial: BookingAddress | null) {
  const client = useQueryClient();
  const filled = useRef<BookingAddress | null>(initial && hasPlace(initial) ? initial : null);

  return async function followVisit() {
    const customerId = form.get('customerId');
    const animalId = animalIdsOf(form.get('animalIds'))[0] ?? '';
    let place: BookingAddress | null = null;
    if (isUuid(animalId)) {
      const animal = await client.fetchQuery(animalQueries.details(animalId)).catch(() => null);
      if (animal) place = formAddress(animal);
    }
    if ((!place || !hasPlace(place)) && isUuid(customerId)) {
      const customer = await client.fetchQuery(customerQueries.details(customerId)).catch(() => null);
      if (customer) place = formAddress(customer);
    }
    // Someone else chosen meanwhile: their own call fills in theirs.
    if (form.get('customerId') !== customerId || (animalIdsOf(form.get('animalIds'))[0] ?? '') !== animalId)
      return;
    if (!place || !hasPlace(place)) return;
    const current = ADDRESS_FIELDS.map((field) => form.get(field) ?? '');
    const untouched =
      current.every((value) => value.trim() === '') ||
      (filled.current !== null && ADDRESS_FIELDS.every((field, i) => current[i] === filled.current![field]));
    if (!untouched) return;
    for (const field of ADDRESS_FIELDS) form.set(field, place[field]);
    filled.current = place;
  };
}

'use client';
// Where the visit is follows who it is for: the first horse's stable address (animals/details), else the customer's
// (customers/details) — filled in unless the user typed over it (the shared rule: use-address-follow.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useAddressFollow } from '@/components/record/use-address-follow';
import { firstPlace, saysAnything } from '@/lib/address-follow';
import { isUuid } from '@/lib/is-uuid';
import { animalQueries } from '@/lib/client/queries/animals';
import { customerQueries } from '@/lib/client/queries/customers';
import {
  ADDRESS_FIELDS,
  formAddress,
  type BookingAddress,
  type BookingFormValues,
} from './booking-form-values';

/** The form's fields this needs: reading who the visit is for and the address, writing the address. */
export interface BookingAddressForm {
  get: <K extends keyof BookingFormValues>(field: K) => BookingFormValues[K];
  set: (field: keyof BookingAddress, value: string) => void;
}

/** `initial`: a new booking's prefill (its address counts as filled in); null when editing. */
export function useBookingAddress(
  form: BookingAddressForm,
  initial: Partial<BookingAddress> | null | undefined,
) {
  const client = useQueryClient();
  const follow = useAddressFollow(form, ADDRESS_FIELDS, initial);
  const who = () => ({ customerId: form.get('customerId'), animalId: form.get('animalIds')[0] ?? '' });

  return function followVisit() {
    const { customerId, animalId } = who();
    return follow(
      async () => {
        const stable = isUuid(animalId)
          ? await client.fetchQuery(animalQueries.details(animalId)).then(formAddress, () => null)
          : null;
        if (saysAnything(stable)) return stable;
        const home = isUuid(customerId)
          ? await client.fetchQuery(customerQueries.details(customerId)).then(formAddress, () => null)
          : null;
        return firstPlace(stable, home);
      },
      // Someone else chosen meanwhile: their own call fills in theirs.
      () => who().customerId === customerId && who().animalId === animalId,
    );
  };
}

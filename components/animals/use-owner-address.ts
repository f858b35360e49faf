'use client';
// A new animal's address follows its owner: choosing another owner fills in that owner's address, as long as the
// address fields are empty or still hold what the previous owner filled in — never over what the user typed.
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isUuid } from '@/lib/is-uuid';
import { customerQueries } from '@/lib/client/queries/customers';
import { ownerAddress, type AnimalFormValues, type NewAnimalPrefill } from './animal-form-values';

const ADDRESS_FIELDS = ['address', 'postalCode', 'city'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];
type Address = Pick<AnimalFormValues, AddressField>;

/** The form's fields this needs: reading the owner and the address, writing the address (as a user's change). */
export interface OwnerAddressForm {
  get: (field: 'customerId' | AddressField) => unknown;
  set: (field: AddressField, value: string) => void;
}

export function useOwnerAddress(form: OwnerAddressForm, prefill: NewAnimalPrefill = {}) {
  const client = useQueryClient();
  const filled = useRef<Address | null>(
    prefill.address || prefill.postalCode || prefill.city
      ? { address: prefill.address ?? '', postalCode: prefill.postalCode ?? '', city: prefill.city ?? '' }
      : null,
  );

  return async function followOwner(customerId: string) {
    if (!isUuid(customerId)) return;
    const owner = await client.fetchQuery(customerQueries.details(customerId)).catch(() => null);
    // Gone, or another owner chosen meanwhile.
    if (!owner || form.get('customerId') !== customerId) return;
    const current = ADDRESS_FIELDS.map((field) => String(form.get(field) ?? ''));
    const untouched =
      current.every((value) => value.trim() === '') ||
      (filled.current !== null && ADDRESS_FIELDS.every((field, i) => current[i] === filled.current![field]));
    if (!untouched) return;
    const next = ownerAddress(owner);
    for (const field of ADDRESS_FIELDS) form.set(field, next[field]);
    filled.current = next;
  };
}

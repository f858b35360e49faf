'use client';
// A new animal's address follows its owner: choosing another owner fills in that owner's address unless the user
// typed over it (the shared rule: components/record/use-address-follow.ts, lib/address-follow.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useAddressFollow, type AddressForm } from '@/components/record/use-address-follow';
import { isUuid } from '@/lib/is-uuid';
import { customerQueries } from '@/lib/client/queries/customers';
import { ownerAddress, type NewAnimalPrefill } from './animal-form-values';

const ADDRESS_FIELDS = ['address', 'postalCode', 'city'] as const;

/** The form's fields this needs: reading the owner and the address, writing the address (as a user's change). */
export type OwnerAddressForm = AddressForm<'customerId' | (typeof ADDRESS_FIELDS)[number]>;

export function useOwnerAddress(form: OwnerAddressForm, prefill: NewAnimalPrefill = {}) {
  const client = useQueryClient();
  const follow = useAddressFollow(form, ADDRESS_FIELDS, prefill);

  return (customerId: string) =>
    follow(
      async () => {
        if (!isUuid(customerId)) return null;
        const owner = await client.fetchQuery(customerQueries.details(customerId)).catch(() => null);
        return owner && ownerAddress(owner);
      },
      // Another owner chosen meanwhile: their own call fills in theirs.
      () => form.get('customerId') === customerId,
    );
}

'use client';
// A form's address that follows who the record is for (a new horse's owner; a booking's first horse, else its
// customer): the place found is filled in as long as the address fields are empty or still hold what was filled in
// before — never over what the user typed (the rule of lib/address-follow.ts, which the server follows too).
import { useRef } from 'react';
import { mayFill, saysAnything } from '@/lib/address-follow';

/** The form's address fields: reading them, and writing one as the user's change would. */
export interface AddressForm<F extends string> {
  get: (field: F) => unknown;
  set: (field: F, value: string) => void;
}

/**
 * `follow(find, stillWanted)` fills `fields` with the place `find` answers, unless the user typed over them or
 * `stillWanted` says someone else was chosen while it was being looked up. `initial` is what the form started with
 * from elsewhere (the address's prefill), which counts as filled in.
 */
export function useAddressFollow<F extends string>(
  form: AddressForm<F>,
  fields: readonly F[],
  initial?: Partial<Record<F, string>> | null,
) {
  const start = initial
    ? (Object.fromEntries(fields.map((f) => [f, initial[f] ?? ''])) as Record<F, string>)
    : null;
  const filled = useRef<Partial<Record<F, string>> | null>(saysAnything(start) ? start : null);

  return async function follow(
    find: () => Promise<Record<F, string> | null | undefined>,
    stillWanted: () => boolean = () => true,
  ) {
    const place = await find();
    if (!stillWanted() || !place || !saysAnything(place)) return;
    const current = Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? '')]));
    if (!mayFill(fields, current as Record<F, string>, filled.current)) return;
    for (const field of fields) form.set(field, place[field]);
    filled.current = place;
  };
}

// "Fill the address unless the user typed over it", the one rule the forms (a new horse's address follows its
// owner, a booking's follows its first horse or its customer) and the server (a booking saved without an address)
// share. An address is any record of text fields (address, postal code or number, city).

/** An address as a form or a row holds it: field → text (null or missing is empty). */
export type Place<F extends string = string> = Partial<Record<F, string | null | undefined>>;

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** Whether an address says anything: a street, a postal code or a town. */
export function saysAnything(place: Place | null | undefined): boolean {
  return place != null && Object.values(place).some((value) => !blank(value));
}

/** The first address that says anything (the typed one, the stable's, the customer's…), else undefined. */
export function firstPlace<P extends Place>(...places: Array<P | null | undefined>): P | undefined {
  return places.find((place): place is P => saysAnything(place));
}

/**
 * Whether the form's address fields may be filled in: they are all empty, or they still hold exactly what was
 * filled in last (`filled`) — so nothing the user typed is ever replaced.
 */
export function mayFill<F extends string>(
  fields: readonly F[],
  current: Place<F>,
  filled: Place<F> | null | undefined,
): boolean {
  if (fields.every((field) => blank(current[field]))) return true;
  return filled != null && fields.every((field) => (current[field] ?? '') === (filled[field] ?? ''));
}

// Money is integer öre everywhere it is stored or summed (swedish-rules §3); the API and forms speak kronor.

/** At most 2 decimals, no exponent: the text form of an amount that converts to öre exactly. */
const SEK_TEXT = /^-?\d+(\.\d{1,2})?$/;

/** Kronor (already checked to have at most 2 decimals) → öre. Rounding only absorbs binary noise (1.15 * 100). */
export function sekToOre(sek: number): number {
  if (!Number.isFinite(sek) || !SEK_TEXT.test(String(sek))) {
    throw new RangeError(`not an amount in kronor with at most 2 decimals: ${sek}`);
  }
  return Math.round(sek * 100);
}

/** Öre → kronor as a number (89.5 for 8950); exact to the öre when printed with 2 decimals. */
export const oreToSek = (ore: number): number => ore / 100;

// Duplicate microchip numbers: another animal of the same account with the chip is worth a warning (a typo, or the
// same horse entered twice), never a refusal (the farrier may know better). Other accounts' animals never count.
import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { MicrochipCheckInput, MicrochipMatch } from '@/lib/validation/animal';
import type { TenantContext } from '@/server/context';
import { isOwned } from '@/server/db/registers';
import { animals } from '@/server/db/schema';
import { containsTerm } from '@/server/db/search';
import { AppError } from '@/server/errors';

/** A warning names a few; more would not help. */
const MAX_MATCHES = 10;

/** The caller's other animals with this chip number (none without a number). */
export async function microchipDuplicates(
  ctx: TenantContext,
  microchipNumber: string | null | undefined,
  exceptId?: string,
): Promise<MicrochipMatch[]> {
  if (!microchipNumber) return [];
  return ctx.db
    .select({ id: animals.id, name: animals.name, status: animals.status })
    .from(animals)
    .where(
      and(
        eq(animals.ferrierId, ctx.ferrierId),
        // The chip is in the folded search text: its trigram index finds the few candidates among many horses.
        containsTerm(animals.searchText, microchipNumber),
        eq(animals.microchipNumber, microchipNumber),
        exceptId ? ne(animals.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(animals.sortName), asc(animals.id))
    .limit(MAX_MATCHES);
}

/** POST animals/microchip-check: the form asks while the number is typed; the animal being edited must be the caller's. */
export async function checkMicrochip(ctx: TenantContext, { input }: { input: MicrochipCheckInput }) {
  if (input.animalId && !(await isOwned(animals, ctx, input.animalId))) throw new AppError('NOT_FOUND');
  return microchipDuplicates(ctx, input.microchipNumber, input.animalId);
}

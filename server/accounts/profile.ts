// The account holder's profile (spec 3 and 5): read, update with logo and profile picture, change password.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordInput, profileInput } from '@/lib/validation/account';
import { planOf } from '@/server/access/account-plan';
import { assertCan } from '@/server/access/can';
import { auth } from '@/server/auth/auth';
import { oreToSek, sekToOre } from '@/lib/money';
import { vatNumberOrganization } from '@/lib/validation/fields';
import { ferriers, storedFiles, users } from '@/server/db/schema';
import type { Caller, SessionContext, TenantContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { fileUrl } from '@/server/storage/file-url';
import { prepareImage, withStoredImages } from '@/server/storage/images';
import { storage } from '@/server/storage/storage';
import { authErrorCode } from './auth-errors';
import { assertStrongPassword } from './password-strength';
import { bearer } from './login';

const profileColumns = {
  id: ferriers.id,
  firstName: ferriers.firstName,
  lastName: ferriers.lastName,
  title: ferriers.title,
  email: ferriers.email,
  phone: ferriers.phone,
  organizationName: ferriers.organizationName,
  organizationNumber: ferriers.organizationNumber,
  address: ferriers.address,
  postNumber: ferriers.postNumber,
  postPlace: ferriers.postPlace,
  vatNumber: ferriers.vatNumber,
  fTax: ferriers.fTax,
  mileageRateOre: ferriers.mileageRateOre,
  logoFileId: ferriers.logoFileId,
  profilePictureFileId: ferriers.profilePictureFileId,
  language: ferriers.language,
  reminderLeadHours: ferriers.reminderLeadHours,
  status: ferriers.status,
  trialEndsAt: ferriers.trialEndsAt,
  createdAt: ferriers.createdAt,
  updatedAt: ferriers.updatedAt,
};

/** Every ferriers/{id} route: an id that is not the caller's own tenant is simply not found. */
export function assertOwnTenant(ctx: Caller, id: string) {
  if (id !== ctx.ferrierId) throw new AppError('NOT_FOUND');
}

const withoutUndefined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function getProfile(ctx: TenantContext, { id }: { id: string }) {
  assertOwnTenant(ctx, id);
  const [row] = await ctx.db.select(profileColumns).from(ferriers).where(eq(ferriers.id, ctx.ferrierId));
  if (!row) throw new AppError('NOT_FOUND');
  const { mileageRateOre, ...fields } = row;
  return {
    ...fields,
    plan: await planOf(ctx),
    mileageRate: mileageRateOre === null ? null : oreToSek(mileageRateOre),
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    logoUrl: fileUrl(row.logoFileId),
    profilePictureUrl: fileUrl(row.profilePictureFileId),
  };
}

export type ProfileFiles = { logo?: File; profilePicture?: File };

const IMAGE_COLUMNS = { logo: 'logoFileId', profilePicture: 'profilePictureFileId' } as const;

export async function updateProfile(
  ctx: TenantContext,
  { id, input, files = {} }: { id: string; input: z.output<typeof profileInput>; files?: ProfileFiles },
) {
  assertOwnTenant(ctx, id);
  assertCan(ctx, 'profile.update');
  const { language, logo, profilePicture, mileageRate, ...fields } = input;
  // Removing an image and uploading one in the same request says two things: refused, nothing changes.
  for (const [name, removed] of [
    ['logo', logo],
    ['profilePicture', profilePicture],
  ] as const) {
    if (removed === null && files[name])
      throw new AppError('VALIDATION_FAILED', { [name]: 'validation.imageConflict' });
  }
  const [current] = await ctx.db
    .select({
      organizationNumber: ferriers.organizationNumber,
      vatNumber: ferriers.vatNumber,
      logoFileId: ferriers.logoFileId,
      profilePictureFileId: ferriers.profilePictureFileId,
    })
    .from(ferriers)
    .where(eq(ferriers.id, ctx.ferrierId));
  if (!current) throw new AppError('NOT_FOUND');
  assertVatMatches(fields, current);
  // Images are checked before anything is written, so a bad picture changes nothing.
  const images = {
    logo: files.logo ? await prepareImage('logo', files.logo, 'logo') : undefined,
    profilePicture: files.profilePicture
      ? await prepareImage('profilePicture', files.profilePicture, 'profile_picture')
      : undefined,
  };
  const replaced = (name: keyof typeof IMAGE_COLUMNS, removed: null | undefined) =>
    (removed === null || images[name]) && current[IMAGE_COLUMNS[name]];
  const dropped = [replaced('logo', logo), replaced('profilePicture', profilePicture)].filter(
    (fileId): fileId is string => Boolean(fileId),
  );
  const droppedKeys = await withStoredImages(ctx, images, async (fileIds) => {
    const changes = withoutUndefined({
      ...fields,
      mileageRateOre: mileageRate === undefined || mileageRate === null ? mileageRate : sekToOre(mileageRate),
      language,
      logoFileId: logo === null ? null : fileIds.logo,
      profilePictureFileId: profilePicture === null ? null : fileIds.profilePicture,
    });
    // An empty update ({} or no body) changes nothing, updatedAt included.
    if (!Object.keys(changes).length) return [];
    await ctx.db.update(ferriers).set(changes).where(eq(ferriers.id, ctx.ferrierId));
    const names = { firstName: input.firstName, lastName: input.lastName };
    if (names.firstName || names.lastName || language) {
      const [me] = await ctx.db.select().from(users).where(eq(users.id, ctx.userId));
      if (me) {
        const firstName = names.firstName ?? me.firstName;
        const lastName = names.lastName ?? me.lastName;
        await ctx.db
          .update(users)
          .set({ firstName, lastName, name: `${firstName} ${lastName}`, ...(language ? { language } : {}) })
          .where(and(eq(users.id, ctx.userId), eq(users.ferrierId, ctx.ferrierId)));
      }
    }
    if (!dropped.length) return [];
    // The replaced or removed images' rows go with the change; their bytes once nothing can roll back.
    const gone = await ctx.db
      .delete(storedFiles)
      .where(and(eq(storedFiles.ferrierId, ctx.ferrierId), inArray(storedFiles.id, dropped)))
      .returning({ storageKey: storedFiles.storageKey });
    return gone.map((f) => f.storageKey);
  });
  const profile = await getProfile(ctx, { id });
  // Last, after every statement of the use case: bytes that cannot be removed now are left to the daily cleanup
  // of files without a record (server/jobs/cleanup-uploads.ts).
  await Promise.allSettled(droppedKeys.map((key) => storage().remove(key)));
  return profile;
}

/**
 * The VAT number is the organisation number's (SE + number + 01): whichever of the two changes, the pair that
 * results must agree, or the request is refused on the field that was sent.
 */
function assertVatMatches(
  fields: { organizationNumber?: string; vatNumber?: string | null },
  current: { organizationNumber: string; vatNumber: string | null },
) {
  const vat = fields.vatNumber === undefined ? current.vatNumber : fields.vatNumber;
  const organizationNumber = fields.organizationNumber ?? current.organizationNumber;
  if (!vat || vatNumberOrganization(vat) === organizationNumber) return;
  const field = fields.vatNumber !== undefined ? 'vatNumber' : 'organizationNumber';
  throw new AppError('VALIDATION_FAILED', { [field]: 'validation.vatNumberMismatch' });
}

/**
 * Changes the caller's own password. Every session ends, this one included, and a new token comes back:
 * a stolen token does not survive a password change.
 */
export async function changePassword(
  ctx: SessionContext,
  { id, input }: { id: string; input: z.output<typeof changePasswordInput> },
) {
  assertOwnTenant(ctx, id);
  assertStrongPassword(input.newPassword, 'newPassword', [ctx.email]);
  let result: { token: string | null };
  try {
    result = await auth().api.changePassword({
      body: { currentPassword: input.oldPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: bearer(ctx.token),
    });
  } catch (err) {
    if (authErrorCode(err) === 'INVALID_PASSWORD') {
      throw new AppError('WRONG_PASSWORD', { oldPassword: 'errors.WRONG_PASSWORD' });
    }
    throw err;
  }
  if (!result.token) throw new Error('changePassword returned no new session token');
  return { changed: true as const, token: result.token };
}

// The account holder's profile (spec 3 and 5): read, update with logo and profile picture, change password.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordInput, profileInput } from '@/lib/validation/account';
import { auth } from '@/server/auth/auth';
import { ferriers, users } from '@/server/db/schema';
import type { Caller, SessionContext, TenantContext } from '@/server/context';
import { AppError } from '@/server/errors';
import { fileUrl } from '@/server/storage/file-url';
import { prepareImage, withStoredImages } from '@/server/storage/images';
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
  logoFileId: ferriers.logoFileId,
  profilePictureFileId: ferriers.profilePictureFileId,
  language: ferriers.language,
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
  return {
    ...row,
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    logoUrl: fileUrl(row.logoFileId),
    profilePictureUrl: fileUrl(row.profilePictureFileId),
  };
}

export type ProfileFiles = { logo?: File; profilePicture?: File };

export async function updateProfile(
  ctx: TenantContext,
  { id, input, files = {} }: { id: string; input: z.output<typeof profileInput>; files?: ProfileFiles },
) {
  assertOwnTenant(ctx, id);
  if (ctx.role !== 'owner') throw new AppError('FORBIDDEN');
  // Images are checked before anything is written, so a bad picture changes nothing.
  const images = {
    logo: files.logo ? await prepareImage('logo', files.logo, 'logo') : undefined,
    profilePicture: files.profilePicture
      ? await prepareImage('profilePicture', files.profilePicture, 'profile_picture')
      : undefined,
  };
  const { language, ...fields } = input;
  await withStoredImages(ctx, images, async (fileIds) => {
    const changes = withoutUndefined({
      ...fields,
      language,
      logoFileId: fileIds.logo,
      profilePictureFileId: fileIds.profilePicture,
    });
    // An empty update ({} or no body) changes nothing, updatedAt included.
    if (!Object.keys(changes).length) return;
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
  });
  return getProfile(ctx, { id });
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

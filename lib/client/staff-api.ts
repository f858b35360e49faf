// The staff calls the browser makes (issue 25): the owner's staff screens (staffs/create, details, update, list) and
// the invited member's acceptance, without a session.
import type { z } from 'zod';
import type {
  AcceptInviteInput,
  StaffMember,
  acceptInviteResultSchema,
  staffCreateInput,
  staffUpdateInput,
} from '@/lib/validation/staff';
import type { ActiveStatus } from '@/lib/validation/list';
import { api, read, readPage, type ListQuery, type Page } from './api-client';

export type { StaffMember };
export type StaffCreate = z.output<typeof staffCreateInput>;
export type StaffUpdate = z.output<typeof staffUpdateInput>;

/** staffs/list answers the whole account on one page: only its own filters are sent (no page size, no sort). */
export const fetchStaffPage = (query: ListQuery, signal?: AbortSignal): Promise<Page<StaffMember>> => {
  const status = query.status === 'active' || query.status === 'inactive' ? query.status : 'all';
  const search = typeof query.search === 'string' && query.search ? query.search : undefined;
  return readPage(api.GET('/staffs/list', { params: { query: { status, search } }, signal }));
};

export const fetchStaffMember = (id: string, signal?: AbortSignal): Promise<StaffMember> =>
  read(api.GET('/staffs/details/{id}', { params: { path: { id } }, signal }));

export const createStaffMember = (body: StaffCreate): Promise<StaffMember> =>
  read(api.POST('/staffs/create', { body }));

/** The given fields only. */
export const updateStaffMember = (id: string, body: StaffUpdate): Promise<StaffMember> =>
  read(api.PUT('/staffs/update/{id}', { params: { path: { id } }, body }));

/** Activate or deactivate: a change of `status` alone. */
export const setStaffStatus = async (id: string, status: ActiveStatus): Promise<{ status: ActiveStatus }> => {
  const saved = await updateStaffMember(id, { status });
  return { status: saved.status };
};

export const acceptStaffInvite = (
  body: AcceptInviteInput,
): Promise<z.output<typeof acceptInviteResultSchema>> => read(api.POST('/staffs/accept-invite', { body }));

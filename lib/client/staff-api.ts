// The staff calls the browser makes (issue 25): today the invited member's acceptance, without a session.
import type { z } from 'zod';
import type { AcceptInviteInput, acceptInviteResultSchema } from '@/lib/validation/staff';
import { api, read } from './api-client';

export const acceptStaffInvite = (
  body: AcceptInviteInput,
): Promise<z.output<typeof acceptInviteResultSchema>> => read(api.POST('/staffs/accept-invite', { body }));

// The subscription calls of the profile (issue 26): the account's plan and subscription. Buying one (checkout, the
// customer portal) waits for billing, which is off (the API answers 503 BILLING_OFF).
import type { Subscription } from '@/lib/validation/subscription';
import { api, read } from './api-client';

export type { Subscription };

export const getSubscription = (signal?: AbortSignal): Promise<Subscription> =>
  read(api.GET('/subscriptions/current', { signal }));

// The subscription calls of the profile (issue 26): the account's plan and subscription, starting a checkout or the
// customer portal (both answer a Stripe address to go to; 503 BILLING_OFF while billing is off), and the check of a
// checkout on the way back from it.
import type { z } from 'zod';
import type { checkoutInput, Subscription } from '@/lib/validation/subscription';
import { api, read } from './api-client';

export type { Subscription };

export const getSubscription = (signal?: AbortSignal): Promise<Subscription> =>
  read(api.GET('/subscriptions/current', { signal }));

export const startCheckout = (body: {
  plan: z.output<typeof checkoutInput>['plan'];
  interval: 'month' | 'year';
  promotionCode?: string;
}) => read(api.POST('/subscriptions/checkout', { body }));

export const openPortal = () => read(api.POST('/subscriptions/portal', {}));

export const checkoutStatus = (id: string) =>
  read(api.GET('/stripe/session-status/{id}', { params: { path: { id } } }));

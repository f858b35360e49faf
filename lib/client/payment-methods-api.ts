// The payment-method calls of the profile screen (spec 7, "Payment"); the answer's type comes from the response
// schema the API documents (lib/validation/payment-methods.ts).
import type { PaymentMethods, PaymentMethodsOutput } from '@/lib/validation/payment-methods';
import { api, read } from './api-client';

export type { PaymentMethods };

/** {id} is the signed-in user's ferrierId. */
export const getPaymentMethods = (ferrierId: string): Promise<PaymentMethods> =>
  read(api.GET('/paymentMethods/get/{id}', { params: { path: { id: ferrierId } } }));

/** A method left out stays as it is; null removes it. The form sends all of them. */
export const updatePaymentMethods = (
  ferrierId: string,
  body: PaymentMethodsOutput,
): Promise<PaymentMethods> =>
  read(api.PUT('/paymentMethods/update/{id}', { params: { path: { id: ferrierId } }, body }));

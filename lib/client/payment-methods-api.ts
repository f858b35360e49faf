// The payment-method calls of the profile screen (spec 7, "Payment"); the answer's type comes from the response
// schema the API documents (lib/validation/payment-methods.ts).
import type { PaymentMethods, PaymentMethodsOutput } from '@/lib/validation/payment-methods';
import { apiFetch } from './api-client';

export type { PaymentMethods };

/** {id} is the signed-in user's ferrierId. */
export const getPaymentMethods = (ferrierId: string) =>
  apiFetch<PaymentMethods>(`paymentMethods/get/${ferrierId}`);

/** A method left out stays as it is; null removes it. The form sends all of them. */
export const updatePaymentMethods = (ferrierId: string, body: PaymentMethodsOutput) =>
  apiFetch<PaymentMethods>(`paymentMethods/update/${ferrierId}`, { method: 'PUT', body });

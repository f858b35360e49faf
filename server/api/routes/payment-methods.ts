// Payment routes (spec 7, Payment row): the account's payment methods — bankgiro, plusgiro, bank account, Swish.
import 'server-only';
import { paymentMethodsInput, paymentMethodsSchema } from '@/lib/validation/payment-methods';
import { getPaymentMethods, updatePaymentMethods } from '@/server/payment-methods/payment-methods';
import { resourceRoutes } from '../resource-routes';

const routes = resourceRoutes({ tag: 'Payment', noun: 'payment methods' });
export const paymentMethodRoutes = routes.app;

// GET /paymentMethods/get/{id} — the caller's payment methods ({id}: their ferrierId); all null until saved
routes.details('/paymentMethods/get/{id}', {
  // The company's bank details are the owner's alone (issue 25): staff neither see nor change them.
  access: { role: 'owner' },
  summary: "The account's payment methods ({id} is the caller's ferrierId); each null while not set",
  description: 'Digits only, as stored; bankName is the bank the clearing number belongs to.',
  response: paymentMethodsSchema,
  useCase: getPaymentMethods,
});

// PUT /paymentMethods/update/{id} — owner only; sets, keeps (left out) or removes (null / "") each method
routes.update('/paymentMethods/update/{id}', {
  access: { role: 'owner' },
  summary: 'Save payment methods (owner only): given ones are checked and set, null removes, left out keeps',
  description:
    'Spec 5: bankgiro 7–8 digits and plusgiro 2–10 digits, each with its Luhn check digit; bank account: clearing ' +
    'number 4 digits (5 when it starts with 8, Swedbank) in a range a Swedish bank uses, and the account number ' +
    'with the length and check digit that bank uses (Bankgirot, "Bankernas kontonummeruppbyggnad"), 11–15 digits ' +
    'together; Swish 7–15 digits. A refused method answers 422 naming the field, and nothing is saved.',
  body: paymentMethodsInput,
  response: paymentMethodsSchema,
  useCase: updatePaymentMethods,
});

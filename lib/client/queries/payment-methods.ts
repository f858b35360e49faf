// The payment methods on the query cache: the profile's section reads them, and a save puts the answer in place.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getPaymentMethods, updatePaymentMethods } from '@/lib/client/payment-methods-api';
import type { PaymentMethodsOutput } from '@/lib/validation/payment-methods';
import { queryKeys } from './keys';

export const paymentMethodQueries = {
  get: (ferrierId: string) =>
    queryOptions({
      queryKey: queryKeys.paymentMethods(ferrierId),
      queryFn: () => getPaymentMethods(ferrierId),
    }),

  useSave: (ferrierId: string) => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationFn: (values: PaymentMethodsOutput) => updatePaymentMethods(ferrierId, values),
      onSuccess: (saved) => queryClient.setQueryData(queryKeys.paymentMethods(ferrierId), saved),
    });
  },
};

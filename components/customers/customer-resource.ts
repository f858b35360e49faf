// The customer register as the record kit sees it.
import { recordResource } from '@/components/record/record-resource';
import type { Customer } from '@/lib/client/customer-api';
import { formatPersonName } from '@/lib/format';
import { customerQueries } from '@/lib/client/queries/customers';

export const CUSTOMERS = recordResource({
  namespace: 'customers',
  route: 'customer',
  queries: customerQueries,
  name: (customer: Customer) => formatPersonName(customer.firstName, customer.lastName),
});

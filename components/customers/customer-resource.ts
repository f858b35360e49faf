// The customer register as the record kit sees it.
import type { RecordResource } from '@/components/record/record-resource';
import type { Customer, CustomerDetails } from '@/lib/customer-api';
import { formatPersonName } from '@/lib/format';
import { customerQueries, useSetCustomerStatus } from '@/lib/queries/customers';
import { useRecord } from '@/lib/queries/record';

export const CUSTOMERS: RecordResource<CustomerDetails, Customer> = {
  namespace: 'customers',
  route: 'customer',
  listHref: '/customer-management',
  useRecord: (id, options) => useRecord(customerQueries.details, id, options),
  useSetStatus: useSetCustomerStatus,
  name: (customer) => formatPersonName(customer.firstName, customer.lastName),
};

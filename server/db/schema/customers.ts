// The ferrier's customers: horse owners and the people invoices are addressed to.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { ferrierId, foldedSearchText, generatedText, id, searchableListKey, timestamps } from './columns';
import { tenantRows } from './tenant-rows';
import { activeStatus } from './enums';

export const customers = pgTable(
  'customers',
  {
    id: id(),
    ferrierId: ferrierId(),
    firstName: varchar({ length: 100 }).notNull(),
    lastName: varchar({ length: 100 }),
    email: varchar({ length: 254 }),
    /** E.164 (+46701234567), whatever form was typed. */
    phone: varchar({ length: 16 }),
    /** Personnummer as 12 digits (YYYYMMDDNNNC), so the century is never guessed again. */
    personalId: varchar({ length: 12 }),
    organizationNumber: varchar({ length: 10 }),
    /** The keeper's production-site number (produktionsplatsnummer, PPN), which their journals carry. */
    productionSiteNumber: varchar({ length: 20 }),
    address: varchar({ length: 200 }),
    postalCode: varchar({ length: 5 }),
    city: varchar({ length: 100 }),
    // The form requires billing city and postal code, but quick-created and imported customers may lack them.
    billingAddress: varchar({ length: 200 }),
    billingPostalCode: varchar({ length: 5 }),
    billingCity: varchar({ length: 100 }),
    /** Days until an invoice is due; the invoice's due date is derived from it. */
    paymentTerms: smallint().notNull().default(30),
    /** Customer number in the connected accounting system, so a customer is created there only once. */
    accountingCustomerNumber: varchar({ length: 50 }),
    /** Reminders and other mails to the customer are written in it. */
    language: varchar({ length: 2 }).notNull().default('sv'),
    status: activeStatus().notNull().default('active'),
    sortName: generatedText(`lower(coalesce(last_name, '') || ' ' || first_name)`),
    // Phones are stored E.164; the national form (0701234567) is searchable too.
    searchText: foldedSearchText(
      'first_name',
      'last_name',
      'email',
      'phone',
      "'0' || substr(phone, 4)",
      'city',
      'organization_number',
      'personal_id',
    ),
    ...timestamps(),
  },
  (t) => [
    tenantRows(),
    index('customers_ferrier_id_idx').on(...searchableListKey(t)),
    index('customers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('customers_payment_terms_range', sql`${t.paymentTerms} between 0 and 90`),
  ],
);

// Every query key of the app in one place: a resource's reads share its first key part, so a write can invalidate
// all of them (['customers'] covers the lists, the details and the suggestions) or only some (['customers', 'list']).
import type { QueryKey } from '@tanstack/react-query';
import type { ListParams } from './cursor-list';

/**
 * The keys every record resource has: its lists (one per set of parameters: a register's search, the calendar's
 * range), its records' details and their history.
 */
function recordKeys<N extends string, P = ListParams>(name: N) {
  return {
    all: [name] as const,
    lists: [name, 'list'] as const,
    list: (params: P) => [name, 'list', params] as const,
    allDetails: [name, 'details'] as const,
    details: (id: string) => [name, 'details', id] as const,
    history: (id: string) => [name, 'history', id] as const,
  };
}

/** What the queries factory (record-queries.ts) reads and invalidates. */
export interface RecordKeys<P = ListParams> {
  all: QueryKey;
  lists: QueryKey;
  list: (params: P) => QueryKey;
  allDetails: QueryKey;
  details: (id: string) => QueryKey;
  history: (id: string) => QueryKey;
}
export type RegisterKeys = RecordKeys;

const registerKeys = <N extends string>(name: N) => recordKeys<N>(name);

export const queryKeys = {
  customers: {
    ...registerKeys('customers'),
    allSuggestions: ['customers', 'suggestions'] as const,
    suggestions: (search: string) => ['customers', 'suggestions', search] as const,
  },
  animals: {
    ...registerKeys('animals'),
    /** One customer's active animals (the booking form's horses). */
    ofCustomer: (customerId: string) => ['animals', 'suggestions', customerId] as const,
  },
  products: {
    ...registerKeys('products'),
    allLowStock: ['products', 'low-stock'] as const,
    lowStock: (limit: number) => ['products', 'low-stock', limit] as const,
  },
  /** The account's members (staffs/list, owner only) and each one's details. */
  staff: registerKeys('staff'),
  services: {
    ...registerKeys('services'),
    /** The active services a booking can plan. */
    suggestions: ['services', 'suggestions'] as const,
  },
  /**
   * The dashboard's Today: the day's visits and the horses left to book. Under 'bookings', so a write that refreshes
   * every booking read (['bookings']) refreshes these too.
   */
  today: {
    visits: (day: string) => ['bookings', 'today', day] as const,
    due: ['bookings', 'due-animals'] as const,
  },
  /** Bookings: the calendar's ranges (one per from/to/person), each booking's details and its history. */
  bookings: {
    ...recordKeys<'bookings', { from: string; to: string; staffId?: string }>('bookings'),
    /** The account's active people a booking can be given to. */
    people: ['bookings', 'people'] as const,
  },
  /** Journals: the list (one per filter and search), each journal's details, its verification and a hoof's history. */
  journals: {
    ...registerKeys('journals'),
    verify: (id: string) => ['journals', 'verify', id] as const,
    latestOf: (animalId: string) => ['journals', 'latest', animalId] as const,
    hoofHistory: (animalId: string, hoof: string) => ['journals', 'hoof-history', animalId, hoof] as const,
  },
  /** The account's accounting connection (accounting/connection). */
  accountingConnection: () => ['accounting-connection'] as const,
  subscription: () => ['subscription'] as const,
  /**
   * Invoices: the list (one per filter and search), the filter's sums, each invoice's details and history, the
   * overdue ones (dashboard) and the drafts made from a booking or a journal.
   */
  invoices: {
    ...registerKeys('invoices'),
    allSummaries: ['invoices', 'summary'] as const,
    summary: (params: ListParams) => ['invoices', 'summary', params] as const,
    overdue: ['invoices', 'overdue'] as const,
    fromBooking: (bookingId: string) => ['invoices', 'from-booking', bookingId] as const,
    fromJournal: (journalId: string) => ['invoices', 'from-journal', journalId] as const,
  },
  /** The account's payment methods (paymentMethods/get/{id}). */
  paymentMethods: (ferrierId: string) => ['payment-methods', ferrierId] as const,
  /** The choices of a picker (animal types and breeds, product types and sub-types, service types), by API path. */
  reference: (path: string) => ['reference', path] as const,
  profile: (ferrierId: string) => ['profile', ferrierId] as const,
  /** The signed-in user's notifications: the page's list and the bell's unread count, both under 'notifications'. */
  notifications: {
    all: ['notifications'] as const,
    list: ['notifications', 'list'] as const,
    unreadCount: ['notifications', 'unread-count'] as const,
  },
  /** The signed-in user's calendar-feed address (icalendar/token). */
  feedToken: ['feed-token'] as const,
  /** A stored file (an animal's picture) as a blob; a new picture gets a new path. */
  file: (path: string) => ['file', path] as const,
};

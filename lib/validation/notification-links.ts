// Where a notification leads: the record it is about (the booking, the product, the journal or horse, the invoice),
// or the profile for the account's trial.
import type { Notification } from './notification';

const id = (value: unknown) => (typeof value === 'string' && value ? encodeURIComponent(value) : null);

/** The app path of the notification's record, or null when its payload names none. */
export function notificationHref({ kind, payload }: Pick<Notification, 'kind' | 'payload'>): string | null {
  switch (kind) {
    case 'booking_confirmed':
    case 'booking_declined':
    case 'reminder_sent':
    case 'reminder_failed': {
      const booking = id(payload.bookingId);
      return booking && `/booking-details/${booking}`;
    }
    case 'low_stock': {
      const product = id(payload.productId);
      return product && `/inventory-details/${product}`;
    }
    case 'journal_viewed': {
      const journal = id(payload.journalId);
      const animal = id(payload.animalId);
      return journal ? `/journal-details/${journal}` : animal && `/animal-details/${animal}`;
    }
    case 'invoice_paid':
    case 'invoice_overdue': {
      const invoice = id(payload.invoiceId);
      return invoice && `/invoice-details/${invoice}`;
    }
    case 'trial_ending':
    case 'payment_failed':
      // The profile shows the plan, the trial's end, and the way to the customer portal (the card).
      return '/profile';
  }
}

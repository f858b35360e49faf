'use client';
// A notification's sentence in the reader's language, made from its kind and payload (ids and values) when shown.
import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/client/use-format';
import type { Notification } from '@/lib/validation/notification';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const number = (value: unknown) => (typeof value === 'number' ? value : 0);

export function useNotificationText() {
  const t = useTranslations('notifications');
  const format = useFormat();
  return ({ kind, payload }: Pick<Notification, 'kind' | 'payload'>): string => {
    const invoiceNumber = text(payload.invoiceNumber) || t('noNumber');
    switch (kind) {
      case 'booking_confirmed':
      case 'booking_declined':
      case 'reminder_sent':
      case 'reminder_failed':
        return t(`kinds.${kind}`, {
          date: payload.startAt ? format.dateTime(text(payload.startAt)) : '',
        });
      case 'low_stock':
        return t('kinds.low_stock', {
          product: text(payload.productName),
          stock: format.number(number(payload.stockQuantity)),
          minimum: format.number(number(payload.minimumReorderLevel)),
        });
      case 'journal_viewed':
        return t(payload.journalId ? 'kinds.journal_viewed' : 'kinds.journals_viewed', {
          animal: text(payload.animalName),
        });
      case 'invoice_paid':
        return t('kinds.invoice_paid', {
          number: invoiceNumber,
          amount: format.money(Math.round(number(payload.grandTotal) * 100)),
        });
      case 'invoice_overdue':
        return t('kinds.invoice_overdue', {
          number: invoiceNumber,
          date: payload.dueDate ? format.date(text(payload.dueDate)) : '',
        });
      case 'trial_ending':
        return t('kinds.trial_ending', {
          date: payload.trialEndsAt ? format.dateTime(text(payload.trialEndsAt)) : '',
        });
      case 'payment_failed':
        return t('kinds.payment_failed');
    }
  };
}

// The only way the app shows toasts, so every caller gets the durations of spec 9.
import { toast as sonner, type ExternalToast } from 'sonner';

export const TOAST_DURATION = {
  default: 4000,
  error: 4000,
  success: 2000,
  /** Loading toasts stay until dismissed. */
  loading: Number.POSITIVE_INFINITY,
} as const;

type Message = Parameters<typeof sonner>[0];

export const toast = {
  success: (message: Message, options?: ExternalToast) =>
    sonner.success(message, { duration: TOAST_DURATION.success, ...options }),
  error: (message: Message, options?: ExternalToast) =>
    sonner.error(message, { duration: TOAST_DURATION.error, ...options }),
  warning: (message: Message, options?: ExternalToast) =>
    sonner.warning(message, { duration: TOAST_DURATION.default, ...options }),
  info: (message: Message, options?: ExternalToast) =>
    sonner.info(message, { duration: TOAST_DURATION.default, ...options }),
  loading: (message: Message, options?: ExternalToast) =>
    sonner.loading(message, { duration: TOAST_DURATION.loading, ...options }),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};

// Every user-visible text, one file per namespace and language (messages/<lang>/<namespace>.json), as next-intl
// takes them: the product's namespaces, and the public site's apart (site.json), so the signed-in screens do not
// carry the site's texts to the browser. A feature adds its namespace here, once per language;
// tests/unit/locale-and-env.test.ts holds English and Swedish to the same keys.
import enAccounting from './en/accounting.json';
import enAccountSecurity from './en/accountSecurity.json';
import enAnimals from './en/animals.json';
import enAppShell from './en/appShell.json';
import enAuth from './en/auth.json';
import enBookingClash from './en/bookingClash.json';
import enBookingResponse from './en/bookingResponse.json';
import enBookingStatus from './en/bookingStatus.json';
import enBookings from './en/bookings.json';
import enCalendarSync from './en/calendarSync.json';
import enCommon from './en/common.json';
import enCustomers from './en/customers.json';
import enDashboard from './en/dashboard.json';
import enEmail from './en/email.json';
import enErrors from './en/errors.json';
import enForm from './en/form.json';
import enHome from './en/home.json';
import enInput from './en/input.json';
import enInventory from './en/inventory.json';
import enInvoicePdf from './en/invoicePdf.json';
import enInvoiceRules from './en/invoiceRules.json';
import enInvoices from './en/invoices.json';
import enInvoiceStatus from './en/invoiceStatus.json';
import enJournalPdf from './en/journalPdf.json';
import enJournalPhotos from './en/journalPhotos.json';
import enJournalTemplates from './en/journalTemplates.json';
import enJournalRules from './en/journalRules.json';
import enJournals from './en/journals.json';
import enJournalStatus from './en/journalStatus.json';
import enList from './en/list.json';
import enNav from './en/nav.json';
import enNotFound from './en/notFound.json';
import enNotifications from './en/notifications.json';
import enPaymentMethods from './en/paymentMethods.json';
import enPlans from './en/plans.json';
import enProfile from './en/profile.json';
import enReminderMail from './en/reminderMail.json';
import enReminders from './en/reminders.json';
import enServices from './en/services.json';
import enSharing from './en/sharing.json';
import enSession from './en/session.json';
import enInbox from './en/inbox.json';
import enStaff from './en/staff.json';
import enToday from './en/today.json';
import enValidation from './en/validation.json';
import svAccounting from './sv/accounting.json';
import svAccountSecurity from './sv/accountSecurity.json';
import svAnimals from './sv/animals.json';
import svAppShell from './sv/appShell.json';
import svAuth from './sv/auth.json';
import svBookingClash from './sv/bookingClash.json';
import svBookingResponse from './sv/bookingResponse.json';
import svBookingStatus from './sv/bookingStatus.json';
import svBookings from './sv/bookings.json';
import svCalendarSync from './sv/calendarSync.json';
import svCommon from './sv/common.json';
import svCustomers from './sv/customers.json';
import svDashboard from './sv/dashboard.json';
import svEmail from './sv/email.json';
import svErrors from './sv/errors.json';
import svForm from './sv/form.json';
import svHome from './sv/home.json';
import svInput from './sv/input.json';
import svInventory from './sv/inventory.json';
import svInvoicePdf from './sv/invoicePdf.json';
import svInvoiceRules from './sv/invoiceRules.json';
import svInvoices from './sv/invoices.json';
import svInvoiceStatus from './sv/invoiceStatus.json';
import svJournalPdf from './sv/journalPdf.json';
import svJournalPhotos from './sv/journalPhotos.json';
import svJournalTemplates from './sv/journalTemplates.json';
import svJournalRules from './sv/journalRules.json';
import svJournals from './sv/journals.json';
import svJournalStatus from './sv/journalStatus.json';
import svList from './sv/list.json';
import svNav from './sv/nav.json';
import svNotFound from './sv/notFound.json';
import svNotifications from './sv/notifications.json';
import svPaymentMethods from './sv/paymentMethods.json';
import svPlans from './sv/plans.json';
import svProfile from './sv/profile.json';
import svReminderMail from './sv/reminderMail.json';
import svReminders from './sv/reminders.json';
import svServices from './sv/services.json';
import svSharing from './sv/sharing.json';
import svSession from './sv/session.json';
import svInbox from './sv/inbox.json';
import svStaff from './sv/staff.json';
import svToday from './sv/today.json';
import svValidation from './sv/validation.json';
import enSite from './en/site.json';
import svSite from './sv/site.json';

export const en = {
  accountSecurity: enAccountSecurity,
  animals: enAnimals,
  appShell: enAppShell,
  auth: enAuth,
  bookingClash: enBookingClash,
  bookingResponse: enBookingResponse,
  bookingStatus: enBookingStatus,
  bookings: enBookings,
  calendarSync: enCalendarSync,
  common: enCommon,
  customers: enCustomers,
  dashboard: enDashboard,
  email: enEmail,
  errors: enErrors,
  form: enForm,
  home: enHome,
  input: enInput,
  inventory: enInventory,
  invoicePdf: enInvoicePdf,
  invoiceRules: enInvoiceRules,
  accounting: enAccounting,
  invoices: enInvoices,
  invoiceStatus: enInvoiceStatus,
  journalPdf: enJournalPdf,
  journalPhotos: enJournalPhotos,
  journalTemplates: enJournalTemplates,
  journalRules: enJournalRules,
  journals: enJournals,
  journalStatus: enJournalStatus,
  list: enList,
  nav: enNav,
  notFound: enNotFound,
  paymentMethods: enPaymentMethods,
  plans: enPlans,
  profile: enProfile,
  reminderMail: enReminderMail,
  reminders: enReminders,
  services: enServices,
  sharing: enSharing,
  session: enSession,
  staff: enStaff,
  notifications: enNotifications,
  inbox: enInbox,
  today: enToday,
  validation: enValidation,
};

export const sv: typeof en = {
  accountSecurity: svAccountSecurity,
  animals: svAnimals,
  appShell: svAppShell,
  auth: svAuth,
  bookingClash: svBookingClash,
  bookingResponse: svBookingResponse,
  bookingStatus: svBookingStatus,
  bookings: svBookings,
  calendarSync: svCalendarSync,
  common: svCommon,
  customers: svCustomers,
  dashboard: svDashboard,
  email: svEmail,
  errors: svErrors,
  form: svForm,
  home: svHome,
  input: svInput,
  inventory: svInventory,
  invoicePdf: svInvoicePdf,
  invoiceRules: svInvoiceRules,
  accounting: svAccounting,
  invoices: svInvoices,
  invoiceStatus: svInvoiceStatus,
  journalPdf: svJournalPdf,
  journalPhotos: svJournalPhotos,
  journalTemplates: svJournalTemplates,
  journalRules: svJournalRules,
  journals: svJournals,
  journalStatus: svJournalStatus,
  list: svList,
  nav: svNav,
  notFound: svNotFound,
  paymentMethods: svPaymentMethods,
  plans: svPlans,
  profile: svProfile,
  reminderMail: svReminderMail,
  reminders: svReminders,
  services: svServices,
  sharing: svSharing,
  session: svSession,
  staff: svStaff,
  notifications: svNotifications,
  inbox: svInbox,
  today: svToday,
  validation: svValidation,
};

export const site = { en: enSite, sv: svSite satisfies typeof enSite };

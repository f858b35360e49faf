// The API: one Hono app under /api/v1 — request id and logs → body guard → routes (auth, then validation) → errors.
import 'server-only';
import { OpenAPIHono } from '@hono/zod-openapi';
import { AppError } from '@/server/errors';
import { errorResponse, toAppError } from './serialize-error';
import { nulFields } from './nul-check';
import { zodFields } from './validation';
import { bodyGuard } from './middleware/body-guard';
import { requestContextMiddleware } from './middleware/request-context';
import { securityHeadersMiddleware } from './middleware/security-headers';
import { accountingRoutes } from './routes/accounting';
import { animalRoutes } from './routes/animals';
import { bookingRoutes } from './routes/bookings';
import { animalCategoryRoutes } from './routes/animal-categories';
import { bookingDashboardRoutes } from './routes/booking-dashboard';
import { bookingResponseRoutes } from './routes/booking-responses';
import { contactRoutes } from './routes/contact';
import { customerRoutes } from './routes/customers';
import { fileRoutes } from './routes/files';
import { icalendarRoutes } from './routes/icalendar';
import { inventoryRoutes } from './routes/inventories';
import { invoiceDocumentRoutes } from './routes/invoice-documents';
import { journalDocumentRoutes } from './routes/journal-documents';
import { journalSharingRoutes } from './routes/journal-sharing';
import { journalPhotoRoutes } from './routes/journal-photos';
import { invoiceActionRoutes, invoiceRoutes } from './routes/invoices';
import { journalActionRoutes, journalRoutes } from './routes/journals';
import { journalTemplateRoutes } from './routes/journal-templates';
import { notificationRoutes } from './routes/notifications';
import { messageRoutes } from './routes/messages';
import { paymentMethodRoutes } from './routes/payment-methods';
import { profileRoutes } from './routes/profile';
import { serviceRoutes } from './routes/services';
import { signInRoutes } from './routes/sign-in';
import { staffInviteRoutes, staffRoutes } from './routes/staff';
import { subscriptionRoutes } from './routes/subscriptions';
import type { AppEnv } from './types';

export const API_BASE = '/api/v1';

function createApp() {
  const app = new OpenAPIHono<AppEnv>({
    // Every validated input (path, query, body) passes here, after auth; a NUL is refused before anything else.
    // `data` is the input as parsed when valid and as received when not (the type only declares the first).
    defaultHook: (result) => {
      // A malformed {id} (a NUL in it included) names nothing the caller owns: the same answer as another
      // tenant's id.
      if (result.target === 'param' && (!result.success || nulFields('param', result.data).length))
        throw new AppError('NOT_FOUND');
      const nul = nulFields(result.target, (result as { data?: unknown }).data);
      if (nul.length)
        throw new AppError('VALIDATION_FAILED', Object.fromEntries(nul.map((f) => [f, 'input.nul'])));
      if (result.success) return;
      // Answered under the names the client sent (a spec alias such as `vat` included).
      throw new AppError('VALIDATION_FAILED', zodFields(result.error, (result as { data?: unknown }).data));
    },
  }).basePath(API_BASE);

  app.use('*', securityHeadersMiddleware);
  app.use('*', requestContextMiddleware);
  app.use('*', bodyGuard());

  app.route('/', signInRoutes);
  app.route('/', profileRoutes);
  app.route('/', customerRoutes);
  app.route('/', fileRoutes);
  app.route('/', inventoryRoutes);
  app.route('/', serviceRoutes);
  app.route('/', animalRoutes);
  app.route('/', animalCategoryRoutes);
  app.route('/', bookingRoutes);
  app.route('/', journalRoutes);
  app.route('/', journalActionRoutes);
  app.route('/', invoiceRoutes);
  app.route('/', invoiceActionRoutes);
  app.route('/', contactRoutes);
  app.route('/', paymentMethodRoutes);
  app.route('/', bookingDashboardRoutes);
  app.route('/', icalendarRoutes);
  app.route('/', bookingResponseRoutes);
  app.route('/', journalDocumentRoutes);
  app.route('/', journalSharingRoutes);
  app.route('/', journalPhotoRoutes);
  app.route('/', journalTemplateRoutes);
  app.route('/', invoiceDocumentRoutes);
  app.route('/', accountingRoutes);
  app.route('/', staffRoutes);
  app.route('/', staffInviteRoutes);
  app.route('/', notificationRoutes);
  app.route('/', messageRoutes);
  app.route('/', subscriptionRoutes);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The token from ferriers/login; sessions last 24 hours and are renewed on use.',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Hovbook API',
      version: '1.0.0',
      description:
        'REST API of Hovbook. Send `Authorization: Bearer <token>` and `Accept-Language: en|sv`. ' +
        'Success: `{ "data": … }`; lists: `{ "data": [...], "nextCursor": … }`; errors: ' +
        '`{ "error": { "code", "message", "fields" } }` with messages in the requested language. Bodies are JSON ' +
        '(multipart/form-data where files are uploaded; anything else is 415). Unknown body fields are refused with ' +
        "422 naming each one (and the closest known name); the specification's own field names are accepted where " +
        'ours differ (`size` → `sizeCm`, `vatPercentage`/`vat` → `vatPercent`). NUL characters are refused anywhere.' +
        '\n\n**Who may call what.** Every operation declares it in `x-access`: `{ "role": "staff" }` (every member ' +
        'of the account: the owner and staff), `{ "role": "owner" }` (the owner only), with `"feature"` when a plan ' +
        'feature is needed (a trial has every feature; after it, the Base plan or the subscribed plan\'s); `"public"` ' +
        '(no session) or `"token"` (no session: a secret token in the path opens it).' +
        '\n\n**401 and 403.** A 401 (`UNAUTHORIZED`) means the session is gone: sign in again (the mobile wrapper ' +
        "asks its host for a fresh token and retries once). A 403 with the code `FORBIDDEN` (the caller's role may " +
        "not do this) or `PLAN_REQUIRED` (the account's plan lacks the feature) refuses the call only: the session " +
        'stays valid, and clients show "not allowed" rather than ending it. Other 403 codes (`EMAIL_NOT_VERIFIED`, ' +
        '`ACCOUNT_CANCELLED`, from login) say why a sign-in was refused.' +
        "\n\n**Background calls.** A call a client makes on its own, not at the user's asking (polling), may send " +
        '`X-Background: 1`: it is answered as any other but does not renew the session, which ends 24 hours after ' +
        'its last renewal.',
    },
    servers: [{ url: '/' }],
  });

  app.notFound((c) => {
    throw new AppError('NOT_FOUND', undefined, { 'x-request-id': c.var.requestId ?? '' });
  });
  app.onError((err, c) => {
    const log = c.var.log;
    const error = log ? toAppError(err, log) : new AppError('INTERNAL');
    return errorResponse(error, c.var.locale ?? 'en', c.var.requestId ?? 'none');
  });
  return app;
}

let app: ReturnType<typeof createApp> | undefined;

export function apiApp() {
  app ??= createApp();
  return app;
}

// Public forms of the website (spec 7, Contact row): contact messages and demo requests. No account needed;
// limited per client address, and a filled-in spam trap gets the same answer with nothing stored.
import 'server-only';
import { z } from '@hono/zod-openapi';
import { bookDemoInput, contactInput } from '@/lib/validation/contact';
import { sendContactMessage } from '@/server/contact/send-contact-message';
import { requestDemo } from '@/server/contact/request-demo';
import { apiRoutes } from '../api-routes';
import { dataOf, jsonBody as json } from '../openapi';
import { visitor } from '../request-input';

const received = dataOf(z.object({ received: z.literal(true) }), 'Received; the team replies by email');

const routes = apiRoutes({ tag: 'Contact' });
export const contactRoutes = routes.app;

// POST /contact/send — a message from /contact-us, stored and mailed to the company inbox
routes.openapi(
  {
    access: 'public',
    method: 'post',
    path: '/contact/send',
    summary: 'Send a message to the Hovbook team (5 per hour per client address)',
    request: { body: json(contactInput) },
    responses: { 201: received },
  },
  async (c) =>
    c.json(
      {
        data: await sendContactMessage(
          { ...visitor(c), userAgent: c.req.header('user-agent') },
          { input: c.req.valid('json') },
        ),
      },
      201,
    ),
);

// POST /contact/book-demo — a request for a 30-minute online demo from /book-demo
routes.openapi(
  {
    access: 'public',
    method: 'post',
    path: '/contact/book-demo',
    summary: 'Ask for a 30-minute online demo (5 per hour per client address)',
    request: { body: json(bookDemoInput) },
    responses: { 201: received },
  },
  async (c) => c.json({ data: await requestDemo(visitor(c), { input: c.req.valid('json') }) }, 201),
);

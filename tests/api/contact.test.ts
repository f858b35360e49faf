// contact/send and contact/book-demo: stored in the database, mailed over SMTP to a local SMTP server (smtp-server)
// standing in for the company's mail host; validation, spam trap, rate limit, and a mail host that is down.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemDb } from '@/server/db/system';
import { contactMessages, demoRequests } from '@/server/db/schema';
import { call, newIp } from '../support/api-client';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';

const INBOX = 'hej@hovbook.se';

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Karin Sjöström',
    email: `visitor-${uid()}@example.se`,
    message: 'Hello! Can Hovbook import my customers from a spreadsheet?',
    ...overrides,
  };
}

function demoBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Erik Lund',
    email: `demo-${uid()}@example.se`,
    phone: '+46 70-123 45 67',
    company: 'Lunds Hovslageri',
    profession: 'farrier',
    preferredTime: 'Tuesday mornings',
    message: 'Two farriers, about 300 horses.',
    ...overrides,
  };
}

/** One header of a received mail, unfolded, with RFC 2047 encoded words decoded. */
function header(data: string, name: string): string {
  const head = data.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`)) ?? '';
  return line
    .slice(name.length + 1)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
      Buffer.from(
        q
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8'),
    )
    .replace(/=\?utf-8\?B\?(.*?)\?=/gi, (_, b: string) => Buffer.from(b, 'base64').toString('utf8'));
}

const mailFrom = (email: string) =>
  smtp.received.filter((m) => header(m.data, 'Reply-To').includes(`<${email}>`));

const storedMessages = (email: string) =>
  systemDb().select().from(contactMessages).where(eq(contactMessages.email, email));
const storedDemos = (email: string) =>
  systemDb().select().from(demoRequests).where(eq(demoRequests.email, email));

describe('contact/send', () => {
  it('stores the message and mails it to the inbox with Reply-To the sender', async () => {
    const body = contactBody();
    const res = await call('POST', 'contact/send', {
      body,
      locale: 'sv',
      headers: { 'user-agent': 'contact-test/1.0' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { received: true } });

    const [row] = await storedMessages(body.email);
    expect(row).toMatchObject({
      name: body.name,
      message: body.message,
      locale: 'sv',
      userAgent: 'contact-test/1.0',
    });
    expect(row!.ip).toMatch(/^10\./);
    expect(row!.mailedAt).toBeInstanceOf(Date);

    const [mail] = mailFrom(body.email);
    expect(mail).toBeTruthy();
    expect(mail!.to).toEqual([INBOX]);
    expect(header(mail!.data, 'Reply-To')).toContain('Karin Sjöström');
    expect(header(mail!.data, 'Subject')).toBe('Kontaktformuläret: Karin Sjöström');
    expect(mail!.data).toContain('Can Hovbook import my customers');
  });

  it.each([
    ['en', 'The message needs at least 10 characters.', 'Some fields need your attention.'],
    ['sv', 'Meddelandet måste vara minst 10 tecken.', 'Några fält behöver åtgärdas.'],
  ] as const)(
    'refuses a message under 10 characters (%s), storing and sending nothing',
    async (locale, field, message) => {
      const body = contactBody({ message: '  Too short ' });
      const res = await call('POST', 'contact/send', { body, locale });
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({ code: 'VALIDATION_FAILED', message, fields: { message: field } });
      expect(await storedMessages(body.email)).toHaveLength(0);
      expect(mailFrom(body.email)).toHaveLength(0);
    },
  );

  it.each([
    ['name', 'empty', { name: '' }, 'This field is required.'],
    ['name', '101 characters', { name: 'x'.repeat(101) }, 'This is too long.'],
    ['email', 'malformed', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['email', 'missing', { email: undefined }, 'This field is required.'],
    [
      'message',
      '5001 characters',
      { message: 'x'.repeat(5001) },
      'The message can be at most 5000 characters.',
    ],
    ['message', 'a number', { message: 42 }, 'This value has the wrong type.'],
  ])('refuses a bad %s (%s) with 422', async (field, _what, patch, text) => {
    const res = await call('POST', 'contact/send', { body: contactBody(patch) });
    expect(res.status).toBe(422);
    expect(res.body.error.fields[field]).toBe(text);
  });

  it('answers a filled-in spam trap as usual but stores and sends nothing', async () => {
    const body = contactBody({ website: 'https://cheap-pills.example' });
    const res = await call('POST', 'contact/send', { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { received: true } });
    expect(await storedMessages(body.email)).toHaveLength(0);
    expect(mailFrom(body.email)).toHaveLength(0);
  });

  it('takes 5 messages an hour from one address; the 6th gets 429 and is not stored', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      const res = await call('POST', 'contact/send', { body: contactBody(), ip });
      expect(res.status).toBe(201);
    }
    const body = contactBody();
    const limited = await call('POST', 'contact/send', { body, ip, locale: 'sv' });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toEqual({
      code: 'RATE_LIMITED',
      message: 'För många försök. Vänta en stund och försök igen.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedMessages(body.email)).toHaveLength(0);

    // Each form counts on its own, and other addresses are not affected.
    expect((await call('POST', 'contact/book-demo', { body: demoBody(), ip })).status).toBe(201);
    expect((await call('POST', 'contact/send', { body: contactBody() })).status).toBe(201);
  });
});

describe('contact/book-demo', () => {
  it('stores the request and mails it to the inbox with Reply-To the sender', async () => {
    const body = demoBody();
    const res = await call('POST', 'contact/book-demo', { body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { received: true } });

    const [row] = await storedDemos(body.email);
    expect(row).toMatchObject({
      name: 'Erik Lund',
      phone: '+46 70-123 45 67',
      company: 'Lunds Hovslageri',
      profession: 'farrier',
      preferredTime: 'Tuesday mornings',
      message: body.message,
      locale: 'en',
    });
    expect(row!.mailedAt).toBeInstanceOf(Date);

    const [mail] = mailFrom(body.email);
    expect(mail!.to).toEqual([INBOX]);
    expect(header(mail!.data, 'Subject')).toBe('Demoförfrågan: Erik Lund (Hovslagare)');
    expect(mail!.data).toContain('Tuesday mornings');
  });

  it('needs only name, email and profession; empty optional fields are stored as null', async () => {
    const body = demoBody({ phone: '', company: ' ', preferredTime: undefined, message: '' });
    const res = await call('POST', 'contact/book-demo', { body: { ...body, profession: 'saddle_fitter' } });
    expect(res.status).toBe(201);
    const [row] = await storedDemos(body.email);
    expect(row).toMatchObject({
      phone: null,
      company: null,
      preferredTime: null,
      message: null,
      profession: 'saddle_fitter',
    });
  });

  it.each([
    [
      'profession',
      { profession: 'blacksmith' },
      'Choose a profession from the list.',
      'Välj ett yrke i listan.',
    ],
    ['profession', { profession: '' }, 'This field is required.', 'Fältet måste fyllas i.'],
    ['email', { email: 'erik@' }, 'Enter a valid email address.', 'Ange en giltig e-postadress.'],
    [
      'phone',
      { phone: '12-34' },
      'Enter a phone number with 7–15 digits (+, spaces and hyphens are allowed).',
      'Ange ett telefonnummer med 7–15 siffror (+, mellanslag och bindestreck går bra).',
    ],
    [
      'phone',
      { phone: '070 123 45 67 ext 2' },
      'Enter a phone number with 7–15 digits',
      'Ange ett telefonnummer',
    ],
    ['company', { company: 'x'.repeat(101) }, 'This is too long.', 'Texten är för lång.'],
  ])(
    'refuses a bad %s (%j) with 422 in English and Swedish, storing nothing',
    async (field, patch, en, sv) => {
      const body = demoBody(patch);
      const english = await call('POST', 'contact/book-demo', { body });
      expect(english.status).toBe(422);
      expect(english.body.error.fields[field]).toContain(en);
      const swedish = await call('POST', 'contact/book-demo', { body, locale: 'sv' });
      expect(swedish.status).toBe(422);
      expect(swedish.body.error.fields[field]).toContain(sv);
      if (typeof body.email === 'string') expect(await storedDemos(body.email)).toHaveLength(0);
    },
  );

  it('answers a filled-in spam trap as usual but stores and sends nothing', async () => {
    const body = demoBody({ website: 'spam' });
    const res = await call('POST', 'contact/book-demo', { body });
    expect(res.status).toBe(201);
    expect(await storedDemos(body.email)).toHaveLength(0);
    expect(mailFrom(body.email)).toHaveLength(0);
  });

  it('takes 5 requests an hour from one address', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) {
      expect((await call('POST', 'contact/book-demo', { body: demoBody(), ip })).status).toBe(201);
    }
    const limited = await call('POST', 'contact/book-demo', { body: demoBody(), ip });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
  });
});

describe('when the mail host is down', () => {
  it('still answers 201 and keeps the message and the request, with mailed_at null', async () => {
    await smtp.close();
    const message = contactBody();
    const res = await call('POST', 'contact/send', { body: message });
    expect(res.status).toBe(201);
    const [row] = await storedMessages(message.email);
    expect(row).toMatchObject({ message: message.message, mailedAt: null });

    const demo = demoBody();
    expect((await call('POST', 'contact/book-demo', { body: demo })).status).toBe(201);
    const [request] = await storedDemos(demo.email);
    expect(request).toMatchObject({ profession: 'farrier', mailedAt: null });
  });
});

describe('OpenAPI', () => {
  it('documents both public routes', async () => {
    const res = await call('GET', 'openapi.json');
    expect(res.status).toBe(200);
    for (const path of ['/api/v1/contact/send', '/api/v1/contact/book-demo']) {
      expect(res.body.paths[path].post.security).toBeUndefined();
      expect(res.body.paths[path].post.responses['201']).toBeTruthy();
    }
  });
});

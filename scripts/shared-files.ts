// Measures how many shared files a feature needs (README "To add a resource"): every file outside the tests that
// names the feature, less the feature's own files, less those that only mention it (comments, examples, prose, other
// features that use it). What is left is where the feature registers itself; each known one says why it is needed.
// A file that names the feature and is classified nowhere is counted as shared, so the count never flatters.
// Run: npx tsx scripts/shared-files.ts (bookings, the measured feature).
import { execFileSync } from 'node:child_process';

/** Bookings' own files: its folders, its pages, its namespaces, its schema and migrations, its client calls. */
const OWN: RegExp[] = [
  /^server\/bookings\//,
  /^components\/bookings\//,
  /^components\/booking-response\//,
  /^app\/\[locale\]\/\(app\)\/booking-/,
  /^app\/\[locale\]\/booking-response\//,
  /^server\/api\/routes\/booking(s|-dashboard|-responses)\.ts$/,
  /^server\/db\/schema\/bookings\.ts$/,
  /^db\/migrations\//,
  /^messages\/(en|sv)\/(bookings|bookingStatus|bookingClash|bookingResponse|reminders|reminderMail|today)\.json$/,
  /^lib\/validation\/(booking|booking-response|due-animals)\.ts$/,
  /^lib\/client\/(booking|today)-api\.ts$/,
  /^lib\/client\/queries\/(bookings|bookings-of|today)\.ts$/,
  /^lib\/calendar-dates\.ts$/,
  // Today, the dashboard's part that bookings brought (visits of the day, horses due), and the reminder settings.
  /^components\/dashboard\/(today-[\w-]+|due-animals)\.tsx?$/,
  /^components\/profile\/reminders-section\.tsx$/,
  /^scripts\/seed\/demo-bookings\.ts$/,
  /^bench\//,
];

/** Files that name bookings without registering them: why each may. */
const MENTIONS: Array<[RegExp, string]> = [
  [
    /^(README\.md|content\/|app\/\[locale\]\/\(site\)\/|components\/site\/)/,
    'documentation and the public site',
  ],
  [
    /^messages\/(en|sv)\/(site|home|auth|plans|services|calendarSync)\.json$/,
    'prose that speaks of bookings',
  ],
  [/^(components\/record|lib\/records|server\/records)\//, 'the record kit: bookings as its example'],
  [
    /^(lib\/address-follow|lib\/validation\/history|lib\/client\/(form-drafts|use-form-draft|queries\/record-queries))\.ts$/,
    'the record kit: bookings as its example',
  ],
  [
    /^server\/db\/schema\/(audit-events|journals|invoices|messaging)\.ts$/,
    'other tables that refer to bookings',
  ],
  [
    /^(server\/icalendar\/|server\/api\/routes\/icalendar\.ts$)/,
    'the calendar feed, a feature that reads bookings',
  ],
  [/^(server\/errors|server\/api\/resource-routes)\.ts$/, 'a comment'],
  [/^(components\/customers\/owner-picker\.tsx|server\/services\/read-services\.ts)$/, 'a comment'],
  [/^lib\/validation\/service\.ts$/, 'a comment'],
  [/^server\/animals\/record-visits\.ts$/, "the animals' use case that bookings call (recordVisits)"],
  [/^(app\/robots\.ts|lib\/plans\.ts)$/, 'named before bookings existed (the app areas, the plans)'],
  [/^package\.json$/, 'the benchmark script (optional)'],
];

/** The places bookings register themselves, and why each is needed. */
const SHARED: Record<string, string> = {
  'server/api/app.ts': "mounts the bookings', reminder answers' and Today's routes",
  'server/db/schema/index.ts': 'exports the tables to Drizzle (queries and drizzle-kit)',
  'messages/index.ts': 'names the namespaces, once per language (next-intl takes one object)',
  'components/app-shell/nav-items.ts': 'the calendar in the menu and the bottom bar',
  'lib/client/queries/keys.ts': "the bookings' and Today's query keys (invalidations cross features)",
  'server/jobs/jobs.ts': 'the reminder job among the jobs the worker runs',
  'eslint.config.mjs': 'the reminder sweep may use the system handle (SYSTEM_DB_USERS)',
  'scripts/seed/demo.ts': "the demo account's week of bookings",
  'messages/en/validation.json': "the booking form's field messages (validation.*)",
  'messages/sv/validation.json': "the booking form's field messages (validation.*)",
};

/** Other features that show bookings on their own pages (issue 22 §6.3): the feature's reach, listed apart. */
const SHOWN_BY_OTHERS: Record<string, string> = {
  'components/animals/animal-details-view.tsx': "the horse's bookings section",
  'components/customers/customer-details-view.tsx': "the customer's bookings section",
  'components/animals/visit-badge.tsx': '"Booked 27 Nov" instead of "Overdue"',
  'server/animals/read-animals.ts': "the day of a horse's next booking",
  'lib/validation/animal.ts': 'the same, in the animal API',
  'lib/validation/customer.ts': "the same, in the customer's horses",
};

const files = execFileSync('git', ['grep', '-il', 'booking', '--', '.', ':!tests'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);

const own = files.filter((f) => OWN.some((p) => p.test(f)));
const rest = files.filter((f) => !own.includes(f));
const shared = rest.filter((f) => f in SHARED);
const shown = rest.filter((f) => f in SHOWN_BY_OTHERS);
const mentions = rest.filter(
  (f) => !shared.includes(f) && !shown.includes(f) && MENTIONS.some(([p]) => p.test(f)),
);
const unclassified = rest.filter((f) => !shared.includes(f) && !shown.includes(f) && !mentions.includes(f));
const gone = Object.keys(SHARED).filter((f) => !files.includes(f));

console.log(`Files naming bookings outside the tests: ${files.length}; bookings' own: ${own.length}.`);
console.log(`\nShared files adding bookings needs: ${shared.length + unclassified.length}`);
for (const f of shared) console.log(`  ${f} — ${SHARED[f]}`);
for (const f of unclassified) console.log(`  ${f} — unclassified: names bookings (look at it)`);
console.log(`\nOther features showing bookings on their pages: ${shown.length}`);
for (const f of shown) console.log(`  ${f} — ${SHOWN_BY_OTHERS[f]}`);
console.log(`\nOnly mentioning bookings: ${mentions.length}`);
for (const f of mentions) console.log(`  ${f} — ${MENTIONS.find(([p]) => p.test(f))![1]}`);
if (gone.length) console.log(`\nListed as shared but no longer naming bookings: ${gone.join(', ')}`);

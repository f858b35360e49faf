import tseslint from 'typescript-eslint';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';

// The layers (DESIGN "Folders"): use cases, jobs and storage know nothing of HTTP, so server/api may import them and
// not the other way round; code that also runs in the browser (lib/, components/) never imports the server.
const HTTP_LAYER = {
  group: ['@/server/api', '@/server/api/**', '**/server/api', '**/server/api/**', '../api', '../api/**'],
  message: 'server/<domain> may not depend on the HTTP layer: move what it needs below server/api.',
};
const SERVER = {
  group: ['@/server', '@/server/**', '**/server/**', '../server', '../../server'],
  message: 'lib/ and components/ run in the browser too: they may not import server/.',
};

// lib/ holds code for both sides; lib/client/ what runs in the browser only (the API client, the session in local
// storage, the query cache, React hooks). Nothing on the server imports it, and lib/ outside it stays free of React,
// so a hook can never again reach the server's bundle through a shared module.
const BROWSER_ONLY = {
  group: ['@/lib/client', '@/lib/client/**', '**/lib/client', '**/lib/client/**'],
  message:
    'lib/client/ runs in the browser only: server code, scripts and the rest of lib/ may not import it.',
};
const BROWSER_MODULES = [
  'react',
  'react-dom',
  '@tanstack/react-query',
  'react-hook-form',
  'sonner',
  'next/navigation',
  'next/link',
].map((name) => ({
  name,
  message: 'lib/ outside lib/client/ runs on both sides: React and browser modules belong in lib/client/.',
}));

// Row-level security (README, "The database and its two roles"): a signed-in request reaches the database only as its
// tenant, through the use case's ctx.db (server/db/tenant.ts). The system handle, the owner's connections that the
// policies do not bind, is for the code listed here, whose work crosses tenants or comes before a tenant is known.
const SYSTEM_DB_USERS = [
  'server/auth/auth.ts', // Better Auth: sign-up, login by email, the session behind a token, password changes
  'server/auth/bearer-session.ts', // the session behind a bearer token, with its user and tenant
  'server/auth/token-owner.ts', // the account a token opens (session, feed, reminder link), before its tenant is known
  'server/accounts/sign-up.ts', // an account that does not exist yet
  'server/accounts/account-by-email.ts', // the user behind a sign-in email, before a tenant is known
  'server/accounts/verify-email.ts', // the unverified account behind an email
  'server/accounts/trial.ts', // started by the verification, before the first login
  'server/accounts/restore-account.ts', // a cancelled account, before its owner may log in again
  'server/staff/accept-invite.ts', // an invited staff member's link, before anyone is signed in
  'server/accounts/purge-accounts.ts', // every cancelled account: the purge job
  'server/rate-limit.ts', // counts per address and email, for visitors
  'server/contact/**', // the public site's forms
  'server/jobs/**', // the background jobs (pg-boss)
  'server/bookings/reminders/**', // the reminder sweep across accounts
  'server/invoices/invoice-mail-job.ts', // a job (also in `npm run worker`, which has no app role): the sending's account
  'server/messages/inbox-mail-job.ts', // a job (also in `npm run worker`, which has no app role): the message's account
  'server/integrations/fortnox/payment-sweep.ts', // the five-minute payment check across connected accounts
  'server/integrations/fortnox/sync-sweep.ts', // invoices of every connected account still not in Fortnox
  'server/pdf/print-document-job.ts', // the sweep: documents of every account issued or locked without a copy
  'server/invoices/overdue-sweep.ts', // the hourly sweep: accounts with an invoice overdue and not yet told
  'server/accounts/trial-ending.ts', // the daily run: accounts whose trial ends in two days
  'server/billing/set-plan.ts', // an operator's script: the account is named by its owner's email
  'server/billing/stripe-webhook.ts', // Stripe's events: the account a Stripe customer belongs to, the events handled
  'server/health/health.ts', // readiness: whether the database answers at all, before any tenant
  'server/notifications/cleanup-notifications.ts', // the daily job: read notifications of every account, after 90 days
];
const SYSTEM_DB = {
  group: ['@/server/db/system', '**/db/system', './system'],
  message:
    'The system handle crosses tenants: a use case uses ctx.db (its tenant). Only the modules in SYSTEM_DB_USERS ' +
    '(eslint.config.mjs) may import it, each for a stated reason.',
};
// The connections themselves are made in server/db only.
const DRIVER = {
  group: ['postgres', 'drizzle-orm/postgres-js', 'drizzle-orm/postgres-js/**'],
  message: 'Connections are made in server/db: use ctx.db (the tenant) or, where allowed, systemDb().',
};

const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const restrictShared = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns, paths: BROWSER_MODULES }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '**/.next/**',
      '.data/**',
      'db/migrations/**',
      'next-env.d.ts',
      '*.config.mjs',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/api/**', 'server/db/**', ...SYSTEM_DB_USERS],
    rules: restrict(HTTP_LAYER, SYSTEM_DB, DRIVER, BROWSER_ONLY),
  },
  {
    files: SYSTEM_DB_USERS,
    rules: restrict(HTTP_LAYER, DRIVER, BROWSER_ONLY),
  },
  // The handles themselves; the rest of server/db (register helpers, pagination, schema) works as the tenant too.
  {
    files: ['server/db/index.ts', 'server/db/system.ts', 'server/db/tenant.ts', 'server/db/app-role.ts'],
    rules: restrict(HTTP_LAYER, BROWSER_ONLY),
  },
  {
    files: ['server/db/**/*.{ts,tsx}'],
    ignores: ['server/db/index.ts', 'server/db/system.ts', 'server/db/tenant.ts', 'server/db/app-role.ts'],
    rules: restrict(HTTP_LAYER, SYSTEM_DB, DRIVER, BROWSER_ONLY),
  },
  {
    files: ['server/api/**/*.{ts,tsx}'],
    ignores: SYSTEM_DB_USERS,
    rules: restrict(SYSTEM_DB, DRIVER, BROWSER_ONLY),
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: restrict(SYSTEM_DB, DRIVER),
  },
  { files: ['scripts/**/*.{ts,tsx}'], rules: restrict(BROWSER_ONLY) },
  { files: ['lib/client/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'], rules: restrict(SERVER) },
  { files: ['lib/**/*.{ts,tsx}'], ignores: ['lib/client/**'], rules: restrictShared(SERVER, BROWSER_ONLY) },
);

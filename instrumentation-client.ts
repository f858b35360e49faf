// Runs in the browser before any of the app's own code. Zod's fast object parsers are compiled with
// `new Function`; the pages' Content-Security-Policy has no 'unsafe-eval', so zod's probe for it would be reported
// as a violation on every form. Jitless zod parses the same, only without that probe and compilation.
// Zod keeps its configuration on this global (shared by every copy of zod in the page, and read when its schemas are
// built); setting it here rather than importing zod's `config` keeps zod out of pages that have no form.
// tests/unit/zod-jitless.test.ts checks that zod still reads it.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// In place: a zod already loaded holds this very object.
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

// A module, so that the test can import it.
export {};

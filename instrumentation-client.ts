// Runs in the browser before any of the app's own code. Zod's fast object parsers are compiled with
// `new Function`; the pages' Content-Security-Policy has no 'unsafe-eval', so zod's probe for it would be reported
// as a violation on every form. Jitless zod parses the same, only without that probe and compilation.
import { config } from 'zod/v4/core';

config({ jitless: true });

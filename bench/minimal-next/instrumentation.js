// Empty on purpose. Without a hook of its own, Turbopack builds this page with the repo's instrumentation.ts (the
// workspace root's, found through the lockfile), which needs the app's database and secrets to start.
export function register() {}

// Runs once when the Next.js server starts: a missing or malformed variable stops it here, with its name,
// rather than on the first request. (Background jobs will start here too.)
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/lib/env');
  env();
}

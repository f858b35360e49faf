// Background calls (the unpaid-invoice check: spec 4, 8) go only on a session that the server has lately accepted.
// The user did not ask for them, so they never find out on their own that a session is gone: a session failure of
// theirs asks the mobile wrapper's host for nothing, is not retried and ends nothing (api-client.ts). Holding them back
// until an answer has confirmed the token keeps them from being sent with a dead one in the first place:
// - on entering the app, a background call waits for the first answer that accepts the current token (the screens'
//   own calls find out, and in the wrapper get the fresh token, first);
// - when the last accepted answer is older than BACKGROUND_TRUST_MS (the device slept, the clock jumped, the network
//   was gone), it is skipped: the screens' calls on coming back settle the session, the next run goes on it.
import { getToken } from './session';

/** Three runs of the five-minute unpaid check: an open app keeps confirming its own session with them. */
export const BACKGROUND_TRUST_MS = 15 * 60 * 1000;

/** A background call left out because the session was not lately confirmed (nothing was sent). */
export class BackgroundCallSkipped extends Error {
  constructor() {
    super('background call skipped: the session was not confirmed lately');
    this.name = 'BackgroundCallSkipped';
  }
}

let accepted: { token: string; at: number } | null = null;
let waiting: Array<() => void> = [];

/** An answer other than a session failure came back for `token`: the server accepts it (now). */
export function noteAcceptedToken(token: string): void {
  accepted = { token, at: Date.now() };
  const ready = waiting;
  waiting = [];
  for (const go of ready) go();
}

/**
 * Resolves, when a background call may go, with the token to send; throws BackgroundCallSkipped when it may not (no
 * session, or one not confirmed lately).
 */
export async function backgroundTurn(): Promise<string> {
  let token = getToken();
  while (token !== null && accepted?.token !== token) {
    await new Promise<void>((resolve) => waiting.push(resolve));
    token = getToken();
  }
  if (token === null || accepted === null || Date.now() - accepted.at > BACKGROUND_TRUST_MS)
    throw new BackgroundCallSkipped();
  return token;
}

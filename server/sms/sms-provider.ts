// Text messages: a small provider interface, so the reminders do not know whose HTTP API sends them. 46elks (the
// common Swedish one) when it is configured; none otherwise, and the reminders go by email only.
import { elksProvider } from './elks';
import { smsEnv } from './env';

export interface SmsProvider {
  /** Sends `text` to `to` (E.164, +46701234567); answers with the provider's id of the message. */
  send(to: string, text: string): Promise<string>;
}

/** The configured provider, or null when text messages are off. */
export function smsProvider(): SmsProvider | null {
  const { ELKS_API_USERNAME, ELKS_API_PASSWORD, ELKS_API_URL, ELKS_SENDER } = smsEnv();
  if (!ELKS_API_USERNAME || !ELKS_API_PASSWORD) return null;
  return elksProvider({
    apiUrl: ELKS_API_URL,
    username: ELKS_API_USERNAME,
    password: ELKS_API_PASSWORD,
    sender: ELKS_SENDER,
  });
}

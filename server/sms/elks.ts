// 46elks' SMS API: POST {api}/sms, form-encoded from / to / message, HTTP basic auth with the API username and
// password; the answer is the message as JSON, with its id (https://46elks.com/docs/send-sms).
import type { SmsProvider } from './sms-provider';

export type ElksConfig = { apiUrl: string; username: string; password: string; sender: string };

/** A provider that does not answer in this time is a failed send (the reminder is tried again). */
const TIMEOUT_MS = 15_000;

export class SmsSendError extends Error {
  constructor(readonly status: number) {
    // The answer's text is not kept: 46elks may repeat the number in it.
    super(`46elks refused the text message (HTTP ${status})`);
    this.name = 'SmsSendError';
  }
}

export function elksProvider(config: ElksConfig): SmsProvider {
  const authorization = `Basic ${Buffer.from(`${config.username}:${config.password}`).toString('base64')}`;
  return {
    async send(to, text) {
      const response = await fetch(`${config.apiUrl.replace(/\/+$/, '')}/sms`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        // dontlog=message: the text holds the customer's answer link, which 46elks' history need not keep.
        body: new URLSearchParams({ from: config.sender, to, message: text, dontlog: 'message' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new SmsSendError(response.status);
      }
      // Not response.json(): its parse error quotes the body, which may echo the customer's number into a log line.
      const answer = (await response.json().catch(() => ({}))) as { id?: unknown };
      if (typeof answer.id !== 'string') throw new Error('46elks answered without a message id');
      return answer.id;
    },
  };
}

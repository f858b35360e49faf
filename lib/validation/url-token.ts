// The secret of a link that opens something without signing in (a calendar feed, a reminder's answer links): 32
// random bytes as base64url, 43 characters that fit a URL as they are (server/url-token.ts makes and hashes them).

export const URL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

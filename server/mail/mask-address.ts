// An email address as answers and histories show who received something, without the address itself.

/** 'anna@example.se' → 'a***@example.se'. */
export const maskAddress = (address: string) => {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
};

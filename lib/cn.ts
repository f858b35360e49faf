/** Joins class names, skipping empty values (a tiny clsx; no conflict resolution). */
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}

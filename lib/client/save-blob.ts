// Saves (or, where the browser shows them, opens) bytes the app fetched under a name: a PDF, a stored attachment.
// Our files need the bearer token, so a plain link cannot fetch them; the object URL outlives the click a little,
// for browsers that read it late.

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the browser to have taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

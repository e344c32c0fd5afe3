/** Shows at most `max` characters of a file name ("a-very-long-schedule…"); the full name goes in a title. */
export function truncateFileName(name: string, max = 20): string {
  const chars = [...name];
  return chars.length <= max ? name : `${chars.slice(0, max).join('')}…`;
}

/** Splits an accept list (".pdf,.doc,.docx" or "image/*,application/pdf") into its entries. */
export function parseAccept(accept: string): string[] {
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether a file fits an accept list, by extension or MIME type (wildcards like image/* too). */
export function isAccepted(file: { name: string; type: string }, accept: string): boolean {
  const entries = parseAccept(accept);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** ".pdf,.doc,.docx" → ".pdf, .doc or .docx" for messages. */
export function describeAccept(accept: string): string {
  const entries = parseAccept(accept);
  if (entries.length <= 1) return entries.join('');
  return `${entries.slice(0, -1).join(', ')} or ${entries[entries.length - 1]}`;
}

/**
 * The initials in a user's round icon: the first letters of the first and last words of the name (one letter for a
 * one-word name), upper-cased. An email counts by its local part ("sam.striker@…" gives "SS"); a name with no
 * letters or digits gives "?".
 */
export function userInitials(name: string): string {
  const local = name.includes('@') ? name.slice(0, name.indexOf('@')) : name;
  const words = local.split(/[\s._-]+/u).map((w) => w.replace(/^[^\p{L}\p{N}]+/u, '')).filter((w) => w !== '');
  const first = words[0];
  if (first === undefined) return '?';
  const initial = (word: string) => Array.from(word)[0] ?? '';
  const last = words.length > 1 ? initial(words[words.length - 1] as string) : '';
  return (initial(first) + last).toLocaleUpperCase();
}

/** Phone shows the first 2 and the last 4 digits; short numbers are masked entirely. */
export function maskPhone(phone: unknown): string {
  if (typeof phone !== 'string' && typeof phone !== 'number') return '';
  const text = String(phone).replace(/[\s-]/g, '');
  const plus = text.startsWith('+') ? '+' : '';
  const digits = text.slice(plus.length);
  if (digits.length <= 6) return plus + '*'.repeat(digits.length);
  return `${plus}${digits.slice(0, 2)}${'*'.repeat(digits.length - 6)}${digits.slice(-4)}`;
}

/** Email shows the first 3 characters, ***, and the domain: ale***@example.com. */
export function maskEmail(email: unknown): string {
  if (typeof email !== 'string') return '';
  const at = email.lastIndexOf('@');
  if (at === -1) return `${email.slice(0, 3)}***`;
  return `${email.slice(0, Math.min(3, at))}***${email.slice(at)}`;
}

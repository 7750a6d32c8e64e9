/** The small HTML page the email confirmation link lands on. Only fixed texts are shown (nothing from the request). */
export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'invalid' | 'too-many-attempts';

const TEXTS: Record<ConfirmOutcome, { title: string; message: string }> = {
  confirmed: { title: 'Account confirmed', message: 'Your account is confirmed. You can now sign in to the store.' },
  'already-confirmed': { title: 'Account already confirmed', message: 'This account is already confirmed. You can sign in to the store.' },
  expired: { title: 'Link expired', message: 'This confirmation link has expired. Sign in or sign up again to get a new one.' },
  invalid: { title: 'Invalid link', message: 'This confirmation link is not valid. Check that you opened the whole link from the latest email.' },
  'too-many-attempts': { title: 'Link no longer valid', message: 'This link can no longer be used. Request a new confirmation email.' },
};

/** Text made safe to put in HTML (content or a quoted attribute). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** `storeUrl` (server configuration, http(s) only) adds a link back to the storefront. */
export function confirmPage(outcome: ConfirmOutcome, storeUrl?: string): string {
  const { title, message } = TEXTS[outcome];
  const link = storeUrl && /^https?:\/\//.test(storeUrl) ? `<p><a href="${escapeHtml(storeUrl)}">Go to the store</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;background:#000;color:#fff;display:grid;place-items:center;min-height:100vh;margin:0}main{max-width:28rem;padding:2rem;text-align:center}a{color:#fff}</style>
</head>
<body><main><h1>${title}</h1><p>${message}</p>${link}</main></body>
</html>
`;
}

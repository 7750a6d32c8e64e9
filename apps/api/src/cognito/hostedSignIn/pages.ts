import { escapeHtml } from '../confirmPage';
import type { SocialProvider } from './identities';

/** The HTML pages of the hosted sign-in: the identity-provider simulator and the error page. */

const BRAND: Record<SocialProvider, { colour: string; sample: { name: string; email: string } }> = {
  Google: { colour: '#1a73e8', sample: { name: 'Alex Morgan', email: 'alex.morgan@gmail.example' } },
  Facebook: { colour: '#1877f2', sample: { name: 'Sam Rivera', email: 'sam.rivera@facebook.example' } },
};

const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f1f3f4;color:#202124;margin:0;display:grid;place-items:center;min-height:100vh;padding:1rem}
main{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.2);max-width:26rem;width:100%;padding:2rem}
h1{font-size:1.5rem;margin:0 0 .25rem}p{margin:.25rem 0 1rem;line-height:1.45}.note{font-size:.85rem;color:#5f6368}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #80868b;border-radius:6px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #174ea6;outline-offset:2px}
button{font:inherit;font-weight:600;min-height:44px;width:100%;border-radius:6px;margin-top:.75rem;cursor:pointer;padding:.5rem 1rem}
.primary{background:var(--brand);color:#fff;border:0}.secondary{background:#fff;color:#174ea6;border:1px solid #80868b}
hr{border:0;border-top:1px solid #dadce0;margin:1.25rem 0}a{color:#174ea6}`;

function page(title: string, body: string, colour = '#1a73e8'): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>:root{--brand:${colour}}${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

/**
 * The identity provider's consent page, simulated: the tester continues as a person (name and email, editable so
 * each test has its own identity), as a person who does not share an email, or denies access.
 */
export function providerPage(provider: SocialProvider, requestHandle: string, action: string): string {
  const { colour, sample } = BRAND[provider];
  const hidden = `<input type="hidden" name="request" value="${escapeHtml(requestHandle)}">`;
  return page(
    `Sign in with ${provider}`,
    `<h1>Sign in with ${provider}</h1>
<p>Choose the ${provider} account to continue to the store.</p>
<p class="note">This is the local ${provider} simulator: no real ${provider} account is used.</p>
<form method="post" action="${escapeHtml(action)}">${hidden}
<input type="hidden" name="choice" value="identity">
<label for="idp-name">Name</label><input id="idp-name" name="name" autocomplete="off" maxlength="256" value="${escapeHtml(sample.name)}">
<label for="idp-email">Email</label><input id="idp-email" name="email" type="email" autocomplete="off" maxlength="254" value="${escapeHtml(sample.email)}">
<button class="primary" type="submit">Continue</button>
</form>
<hr>
<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="choice" value="no-email">
<button class="secondary" type="submit">Continue without sharing my email</button></form>
<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="choice" value="deny">
<button class="secondary" type="submit">Cancel</button></form>`,
    colour,
  );
}

/** A sign-in that cannot go on (a bad or expired link): fixed texts, and the way back to the store. */
export function signInErrorPage(message: string, storeUrl: string): string {
  const link = /^https?:\/\//.test(storeUrl) ? `<p><a href="${escapeHtml(storeUrl)}">Back to the store</a></p>` : '';
  return page('Sign-in not possible', `<h1>Sign-in not possible</h1><p>${escapeHtml(message)}</p>${link}`);
}

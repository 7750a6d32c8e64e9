import type { Db } from '../db/database';
import { sendToOutbox } from '../outbox';
import { CLIENT_ID, EMAIL_CODE_TTL, EMAIL_LINK_TTL, SMS_CODE_TTL } from './constants';
import { issueCode, type CodePurpose } from './codes';
import { maskDestination, type UserRow, type UsernameType } from './users';

export interface CodeDeliveryDetails {
  AttributeName: UsernameType;
  DeliveryMedium: 'EMAIL' | 'SMS';
  Destination: string;
}

export interface DeliveryContext {
  db: Db;
  /** Public base URL of the API, for links. */
  publicUrl: string;
  /** The storefront the request came from (its Origin, when a configured storefront): the confirm page links back there. */
  storefront?: string;
}

const TEXT: Record<CodePurpose, { kind: string; subject: string; line: string }> = {
  signup: { kind: 'signup-confirmation', subject: 'Confirm your account', line: 'Your verification code is' },
  forgot_password: { kind: 'forgot-password', subject: 'Reset your password', line: 'Your password reset code is' },
  verify_email: { kind: 'verify-email', subject: 'Verify your email address', line: 'Your verification code is' },
  verify_phone_number: { kind: 'verify-phone', subject: 'Verify your phone number', line: 'Your verification code is' },
};

/** The link an email sign-up is confirmed with (GET /cognito/confirm). */
export function confirmationLink(publicUrl: string, sub: string, code: string, storefront?: string): string {
  const query = new URLSearchParams({ client_id: CLIENT_ID, user_name: sub, confirmation_code: code, ...(storefront ? { store: storefront } : {}) });
  return `${publicUrl.replace(/\/+$/, '')}/cognito/confirm?${query.toString()}`;
}

/**
 * Issues a code for `purpose` and "sends" it to `destination` through the outbox.
 * Email sign-ups get a confirmation link (carrying the code); everything else a 6-digit code.
 */
export function deliverCode(
  ctx: DeliveryContext,
  user: UserRow,
  purpose: CodePurpose,
  channel: UsernameType,
  destination: string,
): CodeDeliveryDetails {
  const byEmail = channel === 'email';
  const isLink = byEmail && purpose === 'signup';
  const ttl = isLink ? EMAIL_LINK_TTL : byEmail ? EMAIL_CODE_TTL : SMS_CODE_TTL;
  const code = issueCode(ctx.db, user.sub, purpose, ttl);
  const text = TEXT[purpose];
  const minutes = Math.round(ttl / 60);
  const validity = ttl >= 3600 ? `${Math.round(ttl / 3600)} hours` : ttl >= 120 ? `${minutes} minutes` : `${ttl} seconds`;
  if (isLink) {
    const link = confirmationLink(ctx.publicUrl, user.sub, code, ctx.storefront);
    sendToOutbox(ctx.db, {
      channel: 'email',
      recipient: destination,
      kind: text.kind,
      subject: text.subject,
      body: `Welcome! Confirm your account by opening this link: ${link}\nThe link is valid for ${validity}. ${text.line} ${code}.`,
      code,
      link,
    });
  } else {
    sendToOutbox(ctx.db, {
      channel: byEmail ? 'email' : 'sms',
      recipient: destination,
      kind: text.kind,
      subject: text.subject,
      body: `${text.line} ${code}. It is valid for ${validity}. Do not share it with anyone.`,
      code,
    });
  }
  return { AttributeName: channel, DeliveryMedium: byEmail ? 'EMAIL' : 'SMS', Destination: maskDestination(channel, destination) };
}

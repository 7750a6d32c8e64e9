import { consumeCode } from '../codes';
import { deliverCode } from '../delivery';
import { errors } from '../errors';
import { assertPasswordPolicy, hashPassword } from '../passwords';
import { parseBody, schemas } from '../schemas';
import { authenticateAccessToken, revokeAllSessions } from '../tokens';
import { findUserByLogin, maskDestination, parseLogin, updateUser, type UsernameType } from '../users';
import { checkPassword, clearPasswordFailures } from './auth';
import type { Operation } from './types';

/** Sends a reset code by email or SMS, following the kind of username given (a sub: the sign-up username's kind). */
export const ForgotPassword: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.ForgotPassword, raw);
  const user = findUserByLogin(ctx.db, body.Username);
  const login = parseLogin(body.Username);
  // Nobody learns whether an account exists (Cognito's PreventUserExistenceErrors): the same answer as a real send.
  if (!user) return { CodeDeliveryDetails: simulatedDelivery(login.type === 'phone_number' ? 'phone_number' : 'email', body.Username) };
  const channel = login.type === 'sub' ? user.username_type : login.type;
  const destination = user[channel];
  const verified = channel === 'email' ? user.email_verified === 1 : user.phone_number_verified === 1;
  if (!destination || !verified || user.status !== 'CONFIRMED') {
    throw errors.invalidParameter('Cannot reset password for the user as there is no registered/verified email or phone_number');
  }
  return { CodeDeliveryDetails: deliverCode(ctx, user, 'forgot_password', channel, destination) };
};

/** Sets a new password with the reset code; every session of the user is ended. */
export const ConfirmForgotPassword: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.ConfirmForgotPassword, raw);
  const user = findUserByLogin(ctx.db, body.Username);
  if (!user) throw errors.codeMismatch();
  assertPasswordPolicy(body.Password);
  consumeCode(ctx.db, user.sub, 'forgot_password', body.ConfirmationCode);
  updateUser(ctx.db, user.sub, { password_hash: await hashPassword(body.Password) });
  revokeAllSessions(ctx.db, user.sub);
  clearPasswordFailures(ctx.db, user.sub);
  return {};
};

export const ChangePassword: Operation = async (ctx, raw) => {
  const body = parseBody(schemas.ChangePassword, raw);
  const { user } = await authenticateAccessToken(ctx.db, body.AccessToken);
  assertPasswordPolicy(body.ProposedPassword);
  await checkPassword(ctx.db, user, body.PreviousPassword ?? '', ctx.ip);
  updateUser(ctx.db, user.sub, { password_hash: await hashPassword(body.ProposedPassword) });
  return {};
};

function simulatedDelivery(channel: UsernameType, destination: string) {
  return { AttributeName: channel, DeliveryMedium: channel === 'email' ? ('EMAIL' as const) : ('SMS' as const), Destination: maskDestination(channel, destination) };
}

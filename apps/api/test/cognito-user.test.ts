import { startServer, type TestServer } from './cognito/server';
import { CLIENT_ID, PASSWORD, freshEmail, freshPhone, signIn, signUpConfirmed, tokens } from './cognito/helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

async function account(username = freshEmail(), attributes: Record<string, string> = {}) {
  const sub = await signUpConfirmed(s, username, attributes);
  const t = await tokens(s, username);
  return { username, sub, token: t.AccessToken, t };
}

function attrs(list: unknown): Record<string, string> {
  return Object.fromEntries((list as Array<{ Name: string; Value: string }>).map((a) => [a.Name, a.Value]));
}

describe('GetUser', () => {
  it('returns the username (sub) and the attributes as strings', async () => {
    const a = await account(freshEmail(), { name: 'Ana', 'custom:birth_date': '1990-01-02', 'custom:subscribe_marketing': '1', 'custom:country_name': 'Singapore' });
    const res = await s.call('GetUser', { AccessToken: a.token });
    expect(res.body.Username).toBe(a.sub);
    expect(attrs(res.body.UserAttributes)).toEqual({
      sub: a.sub,
      email: a.username,
      email_verified: 'true',
      name: 'Ana',
      'custom:birth_date': '1990-01-02',
      'custom:subscribe_marketing': '1',
      'custom:country_name': 'Singapore',
    });
  });

  it('refuses an expired access token', async () => {
    const a = await account();
    const spy = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 2 * 3600 * 1000);
    try {
      expect((await s.call('GetUser', { AccessToken: a.token })).body).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has expired' });
    } finally {
      spy.mockRestore();
    }
  });
});

describe('UpdateUserAttributes', () => {
  it('updates and clears plain attributes', async () => {
    const a = await account();
    const res = await s.call('UpdateUserAttributes', {
      AccessToken: a.token,
      UserAttributes: [
        { Name: 'custom:logged_in', Value: '1' },
        { Name: 'custom:lang_code', Value: 'en-default' },
        { Name: 'name', Value: 'New Name' },
      ],
    });
    expect(res.body).toEqual({ CodeDeliveryDetailsList: [] });
    await s.call('UpdateUserAttributes', { AccessToken: a.token, UserAttributes: [{ Name: 'name', Value: '' }] });
    const got = attrs((await s.call('GetUser', { AccessToken: a.token })).body.UserAttributes);
    expect(got).toMatchObject({ 'custom:logged_in': '1', 'custom:lang_code': 'en-default' });
    expect(got.name).toBeUndefined();
  });

  it('validates values and write permissions', async () => {
    const a = await account();
    const update = (Name: string, Value: string) => s.call('UpdateUserAttributes', { AccessToken: a.token, UserAttributes: [{ Name, Value }] });
    expect((await update('custom:logged_in', 'yes')).body.__type).toBe('InvalidParameterException');
    expect((await update('custom:country_code', 'sgp')).body.__type).toBe('InvalidParameterException');
    expect((await update('email', 'nope')).body.__type).toBe('InvalidParameterException');
    expect((await update('phone_number', '91234567')).body.__type).toBe('InvalidParameterException');
    expect((await update('email_verified', 'true')).body.__type).toBe('NotAuthorizedException');
    expect((await update('custom:idpVerified', 'true')).body.__type).toBe('NotAuthorizedException');
    expect((await update('custom:whatever', 'x')).body.__type).toBe('InvalidParameterException');
  });

  it('a new email stays pending until verified, then becomes the sign-in username', async () => {
    const a = await account();
    const next = freshEmail('next');
    const res = await s.call('UpdateUserAttributes', { AccessToken: a.token, UserAttributes: [{ Name: 'email', Value: next }] });
    expect(res.body.CodeDeliveryDetailsList).toEqual([{ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: expect.any(String) }]);
    expect(attrs((await s.call('GetUser', { AccessToken: a.token })).body.UserAttributes).email).toBe(a.username);
    const code = s.lastMessage(next).code as string;
    expect(s.lastMessage(next).kind).toBe('verify-email');
    expect((await s.call('VerifyUserAttribute', { AccessToken: a.token, AttributeName: 'email', Code: '99999x' })).body.__type).toBe('CodeMismatchException');
    expect((await s.call('VerifyUserAttribute', { AccessToken: a.token, AttributeName: 'email', Code: code })).status).toBe(200);
    expect(attrs((await s.call('GetUser', { AccessToken: a.token })).body.UserAttributes)).toMatchObject({ email: next, email_verified: 'true' });
    expect((await signIn(s, next)).status).toBe(200);
    expect((await signIn(s, a.username)).body.__type).toBe('NotAuthorizedException');
  });

  it("AliasExistsException for another account's email or phone", async () => {
    const other = await account(freshPhone());
    const a = await account();
    const res = await s.call('UpdateUserAttributes', { AccessToken: a.token, UserAttributes: [{ Name: 'phone_number', Value: other.username }] });
    expect(res.body).toEqual({ __type: 'AliasExistsException', message: 'An account with the given phone_number already exists.' });
  });

  it('GetUserAttributeVerificationCode and VerifyUserAttribute for a phone given at sign-up', async () => {
    const phone = freshPhone();
    const a = await account(freshEmail(), { phone_number: phone });
    const before = attrs((await s.call('GetUser', { AccessToken: a.token })).body.UserAttributes);
    expect(before).toMatchObject({ phone_number: phone, phone_number_verified: 'false' });
    const sent = await s.call('GetUserAttributeVerificationCode', { AccessToken: a.token, AttributeName: 'phone_number' });
    expect(sent.body.CodeDeliveryDetails).toMatchObject({ AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: expect.stringMatching(/\d{4}$/) });
    const message = s.lastMessage(phone);
    expect(message).toMatchObject({ channel: 'sms', kind: 'verify-phone' });
    s.db.prepare("UPDATE cognito_codes SET expires_at = 0 WHERE purpose = 'verify_phone_number' AND sub = ?").run(a.sub);
    expect((await s.call('VerifyUserAttribute', { AccessToken: a.token, AttributeName: 'phone_number', Code: message.code })).body.__type).toBe('ExpiredCodeException');
    await s.call('GetUserAttributeVerificationCode', { AccessToken: a.token, AttributeName: 'phone_number' });
    expect((await s.call('VerifyUserAttribute', { AccessToken: a.token, AttributeName: 'phone_number', Code: s.lastMessage(phone).code })).status).toBe(200);
    expect(attrs((await s.call('GetUser', { AccessToken: a.token })).body.UserAttributes).phone_number_verified).toBe('true');
    expect((await signIn(s, phone)).status).toBe(200);
  });

  it('refuses verifying attributes that are not email or phone, or absent', async () => {
    const a = await account();
    expect((await s.call('GetUserAttributeVerificationCode', { AccessToken: a.token, AttributeName: 'name' })).body.__type).toBe('InvalidParameterException');
    expect((await s.call('GetUserAttributeVerificationCode', { AccessToken: a.token, AttributeName: 'phone_number' })).body.__type).toBe('InvalidParameterException');
    expect((await s.call('VerifyUserAttribute', { AccessToken: a.token, AttributeName: 'email', Code: '123456' })).body.__type).toBe('CodeMismatchException');
  });
});

describe('ChangePassword', () => {
  it('changes the password; wrong previous password, weak new one, lockout', async () => {
    const a = await account();
    const change = (PreviousPassword: string, ProposedPassword: string) => s.call('ChangePassword', { AccessToken: a.token, PreviousPassword, ProposedPassword });
    expect((await change('wrong-pass1', 'newpass123')).body).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect((await change(PASSWORD, 'short1')).body.__type).toBe('InvalidPasswordException');
    expect((await change(PASSWORD, 'newpass123')).status).toBe(200);
    expect((await signIn(s, a.username, 'newpass123')).status).toBe(200);
    for (let i = 0; i < 5; i++) await change('wrong-pass1', 'another123');
    expect((await change('newpass123', 'another123')).body.__type).toBe('LimitExceededException');
  });
});

describe('ForgotPassword and ConfirmForgotPassword', () => {
  it('sends a code by the channel of the username given', async () => {
    const phone = freshPhone();
    const email = freshEmail();
    const sub = await signUpConfirmed(s, email, { phone_number: phone });
    s.db.prepare('UPDATE users SET phone_number_verified = 1 WHERE sub = ?').run(sub);
    const byEmail = await s.call('ForgotPassword', { ClientId: CLIENT_ID, Username: email });
    expect(byEmail.body.CodeDeliveryDetails).toMatchObject({ AttributeName: 'email', DeliveryMedium: 'EMAIL' });
    expect(s.lastMessage(email)).toMatchObject({ kind: 'forgot-password', channel: 'email', code: expect.stringMatching(/^\d{6}$/) });
    const bySms = await s.call('ForgotPassword', { ClientId: CLIENT_ID, Username: phone });
    expect(bySms.body.CodeDeliveryDetails).toMatchObject({ AttributeName: 'phone_number', DeliveryMedium: 'SMS' });
    // Only the newest code works.
    const code = s.lastMessage(phone).code as string;
    expect((await s.call('ConfirmForgotPassword', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: code, Password: 'weak' })).body.__type).toBe(
      'InvalidPasswordException',
    );
    expect((await s.call('ConfirmForgotPassword', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: code, Password: 'reset-pass1' })).status).toBe(200);
    expect((await signIn(s, phone, 'reset-pass1')).status).toBe(200);
  });

  it('ends the sessions and clears the lockout', async () => {
    const a = await account();
    for (let i = 0; i < 5; i++) await signIn(s, a.username, 'wrong-pass1');
    expect((await signIn(s, a.username)).body.__type).toBe('LimitExceededException');
    await s.call('ForgotPassword', { ClientId: CLIENT_ID, Username: a.username });
    const code = s.lastMessage(a.username).code;
    expect((await s.call('ConfirmForgotPassword', { ClientId: CLIENT_ID, Username: a.username, ConfirmationCode: code, Password: 'reset-pass2' })).status).toBe(200);
    expect((await s.call('GetUser', { AccessToken: a.token })).body.message).toBe('Access Token has been revoked');
    expect((await signIn(s, a.username, 'reset-pass2')).status).toBe(200);
  });

  it('errors: unknown user, unverified destination, wrong and expired codes', async () => {
    // An unknown user: the same answers as for a real one (PreventUserExistenceErrors).
    expect((await s.call('ForgotPassword', { ClientId: CLIENT_ID, Username: freshEmail() })).body.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
    expect((await s.call('ConfirmForgotPassword', { ClientId: CLIENT_ID, Username: freshEmail(), ConfirmationCode: '123456', Password: 'reset-pass1' })).body.__type).toBe(
      'CodeMismatchException',
    );
    const unconfirmed = freshPhone();
    await s.call('SignUp', { ClientId: CLIENT_ID, Username: unconfirmed, Password: PASSWORD });
    expect((await s.call('ForgotPassword', { ClientId: CLIENT_ID, Username: unconfirmed })).body.__type).toBe('InvalidParameterException');

    const a = await account();
    expect((await s.call('ConfirmForgotPassword', { ClientId: CLIENT_ID, Username: a.username, ConfirmationCode: '123456', Password: 'reset-pass1' })).body.__type).toBe(
      'CodeMismatchException',
    );
    await s.call('ForgotPassword', { ClientId: CLIENT_ID, Username: a.username });
    const code = s.lastMessage(a.username).code;
    s.db.prepare("UPDATE cognito_codes SET expires_at = 0 WHERE purpose = 'forgot_password' AND sub = ?").run(a.sub);
    expect((await s.call('ConfirmForgotPassword', { ClientId: CLIENT_ID, Username: a.username, ConfirmationCode: code, Password: 'reset-pass1' })).body).toEqual({
      __type: 'ExpiredCodeException',
      message: 'Invalid code provided, please request a code again.',
    });
  });
});

describe('DeleteUser', () => {
  it('soft-deletes: personal data wiped, sub kept, tokens and sign-in refused', async () => {
    const a = await account(freshPhone(), { name: 'Gone' });
    expect((await s.call('DeleteUser', { AccessToken: a.token })).status).toBe(200);
    expect(s.db.prepare('SELECT status, username, phone_number, name, password_hash FROM users WHERE sub = ?').get(a.sub)).toEqual({
      status: 'DELETED',
      username: null,
      phone_number: null,
      name: null,
      password_hash: null,
    });
    expect((await s.call('GetUser', { AccessToken: a.token })).body.__type).toBe('NotAuthorizedException');
    expect((await s.call('DeleteUser', { AccessToken: a.token })).body.__type).toBe('NotAuthorizedException');
    expect((await s.call('GetTokensFromRefreshToken', { ClientId: CLIENT_ID, RefreshToken: a.t.RefreshToken })).body.__type).toBe('NotAuthorizedException');
    expect((await signIn(s, a.username)).body.__type).toBe('NotAuthorizedException');
    expect((await s.call('ForgotPassword', { ClientId: CLIENT_ID, Username: a.username })).body.CodeDeliveryDetails).toBeDefined();
  });
});

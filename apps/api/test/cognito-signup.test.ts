import { startServer, type TestServer } from './cognito/server';
import { CLIENT_ID, PASSWORD, freshEmail, freshPhone, signIn, signUp, signUpConfirmed } from './cognito/helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

describe('SignUp', () => {
  it('signs up by email: a confirmation link (with a code) goes to the outbox', async () => {
    const email = freshEmail();
    const res = await signUp(s, email, { name: 'Ana', 'custom:country_code': 'sg', 'custom:lang_code': 'en', 'custom:subscribe_marketing': 'true' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      UserConfirmed: false,
      UserSub: expect.stringMatching(/^[0-9a-f-]{36}$/),
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: expect.stringContaining('***@') },
    });
    const message = s.lastMessage(email);
    expect(message).toMatchObject({ channel: 'email', kind: 'signup-confirmation' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.link).toContain(`${s.url}/cognito/confirm?`);
    expect(message.link).toContain(`confirmation_code=${message.code}`);
  });

  it('signs up by phone: a 6-digit code by SMS', async () => {
    const phone = freshPhone();
    const res = await signUp(s, phone);
    expect(res.status).toBe(200);
    expect(res.body.CodeDeliveryDetails).toMatchObject({ AttributeName: 'phone_number', DeliveryMedium: 'SMS' });
    const message = s.lastMessage(phone);
    expect(message).toMatchObject({ channel: 'sms', kind: 'signup-confirmation' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.link).toBeUndefined();
  });

  it('enforces the password policy', async () => {
    for (const Password of ['short1', 'longenoughbutnodigit']) {
      const res = await s.call('SignUp', { ClientId: CLIENT_ID, Username: freshEmail(), Password });
      expect(res).toMatchObject({ status: 400, body: { __type: 'InvalidPasswordException' } });
    }
  });

  it('rejects malformed usernames, unknown and read-only attributes, under-age birth dates', async () => {
    expect((await signUp(s, 'not-an-email')).body.__type).toBe('InvalidParameterException');
    expect((await signUp(s, '+12')).body.__type).toBe('InvalidParameterException');
    expect((await signUp(s, freshEmail(), { 'custom:unknown': 'x' })).body.__type).toBe('InvalidParameterException');
    expect((await signUp(s, freshEmail(), { email_verified: 'true' })).body.__type).toBe('NotAuthorizedException');
    expect((await signUp(s, freshEmail(), { 'custom:idpVerified': 'true' })).body.__type).toBe('NotAuthorizedException');
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const res = await signUp(s, freshEmail(), { 'custom:birth_date': young.toISOString().slice(0, 10) });
    expect(res.body).toMatchObject({ __type: 'InvalidParameterException', message: expect.stringContaining('18') });
    expect((await signUp(s, freshEmail(), { 'custom:birth_date': '1990-02-30' })).body.__type).toBe('InvalidParameterException');
    expect((await signUp(s, freshEmail(), { 'custom:birth_date': '1990-02-28' })).status).toBe(200);
  });

  it('rejects an unknown client id', async () => {
    const res = await s.call('SignUp', { ClientId: 'other', Username: freshEmail(), Password: PASSWORD });
    expect(res).toMatchObject({ status: 400, body: { __type: 'ResourceNotFoundException' } });
  });

  it('UsernameExistsException names email or phone_number', async () => {
    const email = freshEmail();
    await signUp(s, email);
    expect((await signUp(s, email.toUpperCase())).body).toEqual({ __type: 'UsernameExistsException', message: 'An account with the given email already exists.' });
    const phone = freshPhone();
    await signUp(s, phone);
    expect((await signUp(s, phone)).body).toEqual({ __type: 'UsernameExistsException', message: 'An account with the given phone_number already exists.' });
  });

  it('VERIFIED_USER_EXISTS, Number_Already_Used, Phone_Number_Exists', async () => {
    // A phone account that verified an email, and an email account that verified a phone.
    const phone = freshPhone();
    const otherEmail = freshEmail();
    const sub = await signUpConfirmed(s, phone);
    s.db.prepare('UPDATE users SET email = ?, email_verified = 1 WHERE sub = ?').run(otherEmail, sub);
    expect((await signUp(s, otherEmail)).body).toEqual({ __type: 'UserLambdaValidationException', message: 'PreSignUp failed with error VERIFIED_USER_EXISTS.' });

    const email = freshEmail();
    const otherPhone = freshPhone();
    const sub2 = await signUpConfirmed(s, email);
    s.db.prepare('UPDATE users SET phone_number = ?, phone_number_verified = 1 WHERE sub = ?').run(otherPhone, sub2);
    expect((await signUp(s, otherPhone)).body.message).toBe('PreSignUp failed with error Number_Already_Used.');
    expect((await signUp(s, freshEmail(), { phone_number: otherPhone })).body.message).toBe('PreSignUp failed with error Phone_Number_Exists.');
    expect((await signUp(s, freshEmail(), { phone_number: phone })).body.message).toBe('PreSignUp failed with error Phone_Number_Exists.');
  });

  it('User_Deleted for the username of a deleted account', async () => {
    const email = freshEmail();
    await signUpConfirmed(s, email);
    const auth = (await signIn(s, email)).body.AuthenticationResult as { AccessToken: string };
    expect((await s.call('DeleteUser', { AccessToken: auth.AccessToken })).status).toBe(200);
    expect((await signUp(s, email)).body).toEqual({ __type: 'UserLambdaValidationException', message: 'PreSignUp failed with error User_Deleted.' });
  });

  describe('CPF (Brazil)', () => {
    const br = { 'custom:country_code': 'br', name: 'Joao Silva', 'custom:birth_date': '1990-05-01' };
    it('CPF_DETAILS_MISSING without a CPF, name or birth date', async () => {
      expect((await signUp(s, freshEmail(), br)).body.message).toBe('PreSignUp failed with error CPF_DETAILS_MISSING.');
      expect((await signUp(s, freshEmail(), { 'custom:country_code': 'br' }, { ClientMetadata: { cpf: '529.982.247-25' } })).body.message).toBe(
        'PreSignUp failed with error CPF_DETAILS_MISSING.',
      );
    });
    it('CPF_INVALID_DATA for a wrong check digit', async () => {
      expect((await signUp(s, freshEmail(), br, { ClientMetadata: { cpf: '529.982.247-26' } })).body.message).toBe('PreSignUp failed with error CPF_INVALID_DATA.');
      expect((await signUp(s, freshEmail(), br, { ClientMetadata: { cpf: '11111111111' } })).body.message).toBe('PreSignUp failed with error CPF_INVALID_DATA.');
    });
    it('accepts a valid CPF once (ClientMetadata or ValidationData), then CPF_ALREADY_USED', async () => {
      expect((await signUp(s, freshEmail(), br, { ClientMetadata: { cpf: '529.982.247-25' } })).status).toBe(200);
      expect((await signUp(s, freshEmail(), br, { ValidationData: [{ Name: 'cpf', Value: '52998224725' }] })).body.message).toBe(
        'PreSignUp failed with error CPF_ALREADY_USED.',
      );
    });
    it('CPF_PROCESS_FAILED when recording the CPF fails', async () => {
      s.db.exec("CREATE TRIGGER cpf_fail BEFORE INSERT ON cognito_cpf BEGIN SELECT RAISE(ABORT, 'down'); END");
      try {
        const email = freshEmail();
        expect((await signUp(s, email, br, { ClientMetadata: { cpf: '111.444.777-35' } })).body.message).toBe('PreSignUp failed with error CPF_PROCESS_FAILED.');
        // Nothing was created.
        expect(s.db.prepare('SELECT 1 FROM users WHERE username = ?').get(email)).toBeUndefined();
      } finally {
        s.db.exec('DROP TRIGGER cpf_fail');
      }
    });
    it('ignores CPF rules outside Brazil', async () => {
      expect((await signUp(s, freshEmail(), { 'custom:country_code': 'sg' })).status).toBe(200);
    });
  });
});

describe('ConfirmSignUp and ResendConfirmationCode', () => {
  it('confirms with the code; a second confirm is NotAuthorized', async () => {
    const phone = freshPhone();
    await signUp(s, phone);
    expect((await signIn(s, phone)).body.__type).toBe('UserNotConfirmedException');
    const code = s.lastMessage(phone).code;
    expect((await s.call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: phone, ConfirmationCode: code })).status).toBe(200);
    expect((await signIn(s, phone)).status).toBe(200);
    expect((await s.call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: phone, ConfirmationCode: code })).body.__type).toBe('NotAuthorizedException');
    expect((await s.call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: phone })).body).toEqual({
      __type: 'InvalidParameterException',
      message: 'User is already confirmed.',
    });
  });

  it('wrong code: CodeMismatchException; after 5 wrong codes LimitExceededException; resend gives a new code', async () => {
    const email = freshEmail();
    await signUp(s, email);
    const code = s.lastMessage(email).code as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await s.call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: wrong })).body.__type).toBe('CodeMismatchException');
    }
    expect((await s.call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: code })).body.__type).toBe('LimitExceededException');
    const resend = await s.call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: email });
    expect(resend.body.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
    const fresh = s.lastMessage(email).code;
    expect((await s.call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: fresh })).status).toBe(200);
  });

  it('expired code: ExpiredCodeException', async () => {
    const phone = freshPhone();
    await signUp(s, phone);
    s.db.prepare("UPDATE cognito_codes SET expires_at = 0 WHERE purpose = 'signup' AND sub = (SELECT sub FROM users WHERE username = ?)").run(phone);
    const code = s.lastMessage(phone).code;
    expect((await s.call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: phone, ConfirmationCode: code })).body.__type).toBe('ExpiredCodeException');
  });

  it('unknown user: UserNotFoundException', async () => {
    expect((await s.call('ConfirmSignUp', { ClientId: CLIENT_ID, Username: freshEmail(), ConfirmationCode: '123456' })).body.__type).toBe('UserNotFoundException');
    expect((await s.call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: freshEmail() })).body.__type).toBe('UserNotFoundException');
  });

  it('rate-limits codes per user', async () => {
    const email = freshEmail();
    await signUp(s, email); // 1 code
    for (let i = 0; i < 4; i++) expect((await s.call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: email })).status).toBe(200);
    expect((await s.call('ResendConfirmationCode', { ClientId: CLIENT_ID, Username: email })).body.__type).toBe('LimitExceededException');
  });

  it('the emailed link confirms and shows a page', async () => {
    const email = freshEmail();
    await signUp(s, email);
    const link = s.lastMessage(email).link as string;
    const res = await fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('Account confirmed');
    expect((await signIn(s, email)).status).toBe(200);
    const again = await fetch(link);
    expect(await again.text()).toContain('already confirmed');
  });

  it('a bad link shows an error page', async () => {
    const email = freshEmail();
    const sub = (await signUp(s, email)).body.UserSub as string;
    const bad = await fetch(`${s.url}/cognito/confirm?client_id=store-web&user_name=${sub}&confirmation_code=abc`);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Invalid link');
    const garbage = await fetch(`${s.url}/cognito/confirm?user_name=<script>`);
    expect(garbage.status).toBe(400);
    expect(await garbage.text()).not.toContain('<script>');
  });

  it('an abandoned unconfirmed sign-up frees its username once its link has expired', async () => {
    const email = freshEmail();
    await signUp(s, email);
    expect((await signUp(s, email)).body.__type).toBe('UsernameExistsException');
    s.db.prepare("UPDATE users SET created_at = '2000-01-01T00:00:00.000Z' WHERE username = ?").run(email);
    expect((await signUp(s, email)).status).toBe(200);
  });
});

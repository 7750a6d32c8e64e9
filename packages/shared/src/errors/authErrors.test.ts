import {
  AUTH_SUCCESS,
  authErrorMessage,
  authSuccessMessage,
  mapChangePasswordError,
  mapRecoverPasswordError,
  mapSignInError,
  mapSignUpError,
} from './authErrors';

const err = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('sign-in mapper (spec 8)', () => {
  // "UserNotFoundException and NotAuthorizedException get the auth type (Mobile/Email) appended;
  //  'User is disabled.' becomes UserDisabledException; an unconfirmed mobile user not in the wallet
  //  system becomes UserNotFoundExceptionMobile."
  test.each([
    [err('UserNotFoundException', 'User does not exist.'), 'Email', {}, 'UserNotFoundExceptionEmail'],
    [err('UserNotFoundException'), 'Mobile', {}, 'UserNotFoundExceptionMobile'],
    [err('NotAuthorizedException', 'Incorrect username or password.'), 'Email', {}, 'NotAuthorizedExceptionEmail'],
    [err('NotAuthorizedException'), 'Mobile', {}, 'NotAuthorizedExceptionMobile'],
    [err('NotAuthorizedException', 'User is disabled.'), 'Email', {}, 'UserDisabledException'],
    [err('NotAuthorizedException', 'User is disabled.'), 'Mobile', {}, 'UserDisabledException'],
    [err('UserNotConfirmedException'), 'Mobile', { existsInWalletSystem: false }, 'UserNotFoundExceptionMobile'],
    [err('UserNotConfirmedException'), 'Mobile', { existsInWalletSystem: true }, 'UserNotConfirmedException'],
    [err('UserNotConfirmedException'), 'Mobile', {}, 'UserNotConfirmedException'],
    [err('UserNotConfirmedException'), 'Email', { existsInWalletSystem: false }, 'UserNotConfirmedException'],
    [err('LimitExceededException'), 'Email', {}, 'LimitExceededException'],
    [{ code: 'NotAuthorizedException', message: 'x' }, 'Email', {}, 'NotAuthorizedExceptionEmail'],
    [new Error('plain'), 'Email', {}, 'UNKNOWN'],
    ['not an error', 'Email', {}, 'UNKNOWN'],
  ] as const)('%p (%s, %p) -> %s', (error, type, ctx, code) => {
    expect(mapSignInError(error, type, ctx)).toBe(code);
  });

  test('default context', () => {
    expect(mapSignInError(err('UserNotFoundException'), 'Email')).toBe('UserNotFoundExceptionEmail');
  });
});

describe('sign-up mapper (spec 8, from the validation message)', () => {
  const lambda = (fragment: string) => err('UserLambdaValidationException', `PreSignUp failed with error ${fragment}.`);
  test.each([
    // "User_Deleted gives ACCOUNT_ALREADY_DELETED_{Email|Mobile}"
    [lambda('User_Deleted'), 'Email', 'ACCOUNT_ALREADY_DELETED_Email'],
    [lambda('User_Deleted'), 'Mobile', 'ACCOUNT_ALREADY_DELETED_Mobile'],
    // "CPF_DETAILS_MISSING gives SIGNUP_CPF_DETAILS_MISSING; ..."
    [lambda('CPF_DETAILS_MISSING'), 'Email', 'SIGNUP_CPF_DETAILS_MISSING'],
    [lambda('CPF_INVALID_DATA'), 'Email', 'SIGNUP_CPF_INVALID_DATA'],
    [lambda('CPF_ALREADY_USED'), 'Mobile', 'SIGNUP_CPF_ALREADY_USED'],
    [lambda('CPF_PROCESS_FAILED'), 'Email', 'SIGNUP_CPF_PROCESS_FAILED'],
    // "VERIFIED_USER_EXISTS gives UsernameExistsException{type}"
    [lambda('VERIFIED_USER_EXISTS'), 'Email', 'UsernameExistsExceptionEmail'],
    [lambda('VERIFIED_USER_EXISTS'), 'Mobile', 'UsernameExistsExceptionMobile'],
    // "Number_Already_Used shows mobile-already-used; Phone_Number_Exists shows mobile-number-already-used-for-wallet"
    [lambda('Number_Already_Used'), 'Mobile', 'Number_Already_Used'],
    [lambda('Phone_Number_Exists'), 'Mobile', 'Phone_Number_Exists'],
    // "UsernameExistsException is Mobile or Email by whether the message mentions phone_number"
    [err('UsernameExistsException', 'An account with the given phone_number already exists.'), 'Email', 'UsernameExistsExceptionMobile'],
    [err('UsernameExistsException', 'An account with the given email already exists.'), 'Mobile', 'UsernameExistsExceptionEmail'],
    [err('InvalidPasswordException', 'Password did not conform'), 'Email', 'InvalidPasswordException'],
  ] as const)('%p (%s) -> %s', (error, type, code) => {
    expect(mapSignUpError(error, type)).toBe(code);
  });

  test('mapped sign-up codes have messages', () => {
    expect(authErrorMessage('Number_Already_Used').key).toBe('auth.error.mobileAlreadyUsed');
    expect(authErrorMessage('Phone_Number_Exists').key).toBe('auth.error.mobileNumberAlreadyUsedForWallet');
  });
});

describe('recover-password mapper (spec 8)', () => {
  // "UserNotFoundException and InvalidParameterException get type appended; InvalidParameterException on mobile becomes UserNotFoundExceptionMobile."
  test.each([
    ['UserNotFoundException', 'Email', 'UserNotFoundExceptionEmail'],
    ['UserNotFoundException', 'Mobile', 'UserNotFoundExceptionMobile'],
    ['InvalidParameterException', 'Email', 'InvalidParameterExceptionEmail'],
    ['InvalidParameterException', 'Mobile', 'UserNotFoundExceptionMobile'],
    ['LimitExceededException', 'Mobile', 'LimitExceededException'],
  ] as const)('%s (%s) -> %s', (name, type, code) => {
    expect(mapRecoverPasswordError(err(name), type)).toBe(code);
  });
});

describe('change-password mapper (spec 8)', () => {
  // "NotAuthorizedException becomes NotAuthorizedExceptionPassReset; 'Access Token has been revoked' triggers logout."
  test.each([
    [err('NotAuthorizedException', 'Incorrect username or password.'), { code: 'NotAuthorizedExceptionPassReset', logout: false }],
    [err('NotAuthorizedException', 'Access Token has been revoked'), { code: 'SESSION_EXPIRED', logout: true }],
    [err('LimitExceededException', 'Attempt limit exceeded'), { code: 'LimitExceededException', logout: false }],
  ])('%p -> %p', (error, result) => {
    expect(mapChangePasswordError(error)).toEqual(result);
  });
});

describe('auth messages and success codes (spec 8)', () => {
  test('every mapper output has its own translated message', () => {
    const codes = [
      'UserNotFoundExceptionEmail',
      'UserNotFoundExceptionMobile',
      'NotAuthorizedExceptionEmail',
      'NotAuthorizedExceptionMobile',
      'NotAuthorizedExceptionPassReset',
      'UserDisabledException',
      'InvalidParameterExceptionEmail',
      'ACCOUNT_ALREADY_DELETED_Email',
      'ACCOUNT_ALREADY_DELETED_Mobile',
      'UsernameExistsExceptionEmail',
      'UsernameExistsExceptionMobile',
      'SESSION_EXPIRED',
    ];
    for (const c of codes) expect(authErrorMessage(c).key).not.toBe('auth.error.unknown');
    expect(authErrorMessage('Whatever').key).toBe('auth.error.unknown');
  });

  test.each([
    [AUTH_SUCCESS.recoverPassword('Email'), 'RECOVER_PASSWORD_SUCCESS_Email'],
    [AUTH_SUCCESS.recoverPassword('Mobile'), 'RECOVER_PASSWORD_SUCCESS_Mobile'],
    [AUTH_SUCCESS.resetPassword, 'RESET_PASSWORD_SUCCESS'],
    [AUTH_SUCCESS.changePassword, 'CHANGE_PASSWORD_SUCCESS'],
    [AUTH_SUCCESS.resendConfirmation('Email'), 'RESEND_CONFIRMATION_Email'],
    [AUTH_SUCCESS.resendConfirmation('Mobile'), 'RESEND_CONFIRMATION_Mobile'],
    [AUTH_SUCCESS.deleteAccount, 'DELETE_ACCOUNT_SUCCESS'],
  ])('success %s', (code, expected) => {
    expect(code).toBe(expected);
    expect(authSuccessMessage(code)?.key).toBe(`auth.success.${expected}`);
  });

  test('unknown success code', () => {
    expect(authSuccessMessage('NOPE')).toBeUndefined();
  });
});

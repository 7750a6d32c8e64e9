/** Errors in the Cognito wire format: HTTP 400 with {"__type": "<Name>Exception", "message": ...}. */
export type CognitoErrorType =
  | 'AliasExistsException'
  | 'CodeDeliveryFailureException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'InternalErrorException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'LimitExceededException'
  | 'NotAuthorizedException'
  | 'ResourceNotFoundException'
  | 'TooManyRequestsException'
  | 'UnknownOperationException'
  | 'UserLambdaValidationException'
  | 'UserNotConfirmedException'
  | 'UserNotFoundException'
  | 'UsernameExistsException';

export class CognitoError extends Error {
  constructor(
    readonly type: CognitoErrorType,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }

  toBody(): { __type: CognitoErrorType; message: string } {
    return { __type: this.type, message: this.message };
  }
}

/** The pre-sign-up validation codes the store maps (spec 8). */
export type PreSignUpCode =
  | 'User_Deleted'
  | 'CAPTCHA_FAILED'
  | 'CPF_DETAILS_MISSING'
  | 'CPF_INVALID_DATA'
  | 'CPF_ALREADY_USED'
  | 'CPF_PROCESS_FAILED'
  | 'VERIFIED_USER_EXISTS'
  | 'Number_Already_Used'
  | 'Phone_Number_Exists';

/** What Cognito returns when a pre-sign-up Lambda throws `new Error(code)`. */
export function preSignUpFailed(code: PreSignUpCode): CognitoError {
  return new CognitoError('UserLambdaValidationException', `PreSignUp failed with error ${code}.`);
}

export const errors = {
  invalidParameter: (message: string) => new CognitoError('InvalidParameterException', message),
  incorrectCredentials: () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.'),
  userNotFound: () => new CognitoError('UserNotFoundException', 'User does not exist.'),
  userNotConfirmed: () => new CognitoError('UserNotConfirmedException', 'User is not confirmed.'),
  tooManyFailedAttempts: () => new CognitoError('LimitExceededException', 'Password attempts exceeded, please try after some time.'),
  attemptLimit: () => new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
  codeMismatch: () => new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
  codeExpired: () => new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
  tokenRevoked: (kind: 'Access' | 'Refresh' = 'Access') => new CognitoError('NotAuthorizedException', `${kind} Token has been revoked`),
  tokenExpired: () => new CognitoError('NotAuthorizedException', 'Access Token has expired'),
  invalidAccessToken: () => new CognitoError('NotAuthorizedException', 'Invalid Access Token'),
  invalidRefreshToken: () => new CognitoError('NotAuthorizedException', 'Invalid Refresh Token'),
  tooManyRequests: () => new CognitoError('TooManyRequestsException', 'Too many requests, please try after some time.'),
  clientNotFound: () => new CognitoError('ResourceNotFoundException', 'User pool client does not exist.'),
};

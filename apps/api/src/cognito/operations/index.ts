import { ChangePassword, ConfirmForgotPassword, ForgotPassword } from './password';
import { GetTokensFromRefreshToken, GlobalSignOut, InitiateAuth, RevokeToken } from './auth';
import { ConfirmSignUp, ResendConfirmationCode, SignUp } from './signUp';
import { DeleteUser, GetUser, GetUserAttributeVerificationCode, UpdateUserAttributes, VerifyUserAttribute } from './user';
import type { Operation } from './types';

/** The supported operations, by x-amz-target name (AWSCognitoIdentityProviderService.<name>). */
export const operations: Readonly<Record<string, Operation>> = {
  SignUp,
  ConfirmSignUp,
  ResendConfirmationCode,
  InitiateAuth,
  GetTokensFromRefreshToken,
  GetUser,
  UpdateUserAttributes,
  VerifyUserAttribute,
  GetUserAttributeVerificationCode,
  ChangePassword,
  ForgotPassword,
  ConfirmForgotPassword,
  GlobalSignOut,
  RevokeToken,
  DeleteUser,
};

export type { Operation, OperationContext } from './types';

/**
 * Shop accounts: a Cognito-user-pool-compatible endpoint for aws-amplify v6
 * (`Auth.Cognito.userPoolEndpoint = <api>/cognito`, userPoolId 'local_store', userPoolClientId 'store-web').
 */
export { cognitoPlugin, type CognitoPluginOptions } from './plugin';
export { verifyIdToken, type IdTokenClaims } from './tokens';
export { createTestUser, signInForTest, type TestUserInput } from './testing';
export { CLIENT_ID, USER_POOL_ID } from './constants';
export { CognitoError } from './errors';
// What the Account API (forgot-password, auth, delete) uses of the user pool.
export { operations } from './operations';
export { hashCpf, isValidCpf, recordCpf } from './preSignUp';
export { findUserByLogin, getUser, softDeleteUser, updateUser } from './users';
export { hostedSignInPlugin, type HostedSignInOptions } from './hostedSignIn/plugin';

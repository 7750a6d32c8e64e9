import { z } from 'zod';
import { CLIENT_ID } from './constants';
import { CognitoError, errors } from './errors';

// Field shapes follow the Cognito API reference (lengths), loosely: unknown members are ignored, as AWS does.
const attributeType = z.object({ Name: z.string().min(1).max(32), Value: z.string().max(2048).optional() });
export const attributeList = z.array(attributeType).max(50);
export const clientMetadata = z.record(z.string(), z.string()).optional();
const clientId = z.string().min(1).max(128);
const username = z.string().min(1).max(128);
// Longer than the policy's maximum still parses: assertPasswordPolicy answers InvalidPasswordException for it.
const password = z.string().max(4096);
const code = z.string().min(1).max(2048);
const token = z.string().min(1).max(16384);
const attributeName = z.string().min(1).max(32);

export const schemas = {
  SignUp: z.object({
    ClientId: clientId,
    Username: username,
    Password: password,
    UserAttributes: attributeList.optional(),
    ValidationData: attributeList.optional(),
    ClientMetadata: clientMetadata,
  }),
  ConfirmSignUp: z.object({
    ClientId: clientId,
    Username: username,
    ConfirmationCode: code,
    ForceAliasCreation: z.boolean().optional(),
    ClientMetadata: clientMetadata,
  }),
  ResendConfirmationCode: z.object({ ClientId: clientId, Username: username, ClientMetadata: clientMetadata }),
  InitiateAuth: z.object({
    AuthFlow: z.string().min(1).max(64),
    AuthParameters: z.record(z.string(), z.string()).optional(),
    ClientId: clientId,
    ClientMetadata: clientMetadata,
  }),
  GetTokensFromRefreshToken: z.object({ RefreshToken: token, ClientId: clientId, ClientMetadata: clientMetadata }),
  GetUser: z.object({ AccessToken: token }),
  UpdateUserAttributes: z.object({ AccessToken: token, UserAttributes: attributeList, ClientMetadata: clientMetadata }),
  GetUserAttributeVerificationCode: z.object({ AccessToken: token, AttributeName: attributeName, ClientMetadata: clientMetadata }),
  VerifyUserAttribute: z.object({ AccessToken: token, AttributeName: attributeName, Code: code }),
  ChangePassword: z.object({ AccessToken: token, PreviousPassword: password.optional(), ProposedPassword: password }),
  ForgotPassword: z.object({ ClientId: clientId, Username: username, ClientMetadata: clientMetadata }),
  ConfirmForgotPassword: z.object({
    ClientId: clientId,
    Username: username,
    ConfirmationCode: code,
    Password: password,
    ClientMetadata: clientMetadata,
  }),
  GlobalSignOut: z.object({ AccessToken: token }),
  RevokeToken: z.object({ Token: token, ClientId: clientId }),
  DeleteUser: z.object({ AccessToken: token }),
} as const;

/** Parses a request body, or throws InvalidParameterException in AWS's "validation error detected" wording. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) {
    const data = result.data as { ClientId?: unknown };
    if (data.ClientId !== undefined && data.ClientId !== CLIENT_ID) {
      throw new CognitoError('ResourceNotFoundException', `User pool client ${String(data.ClientId).slice(0, 128)} does not exist.`);
    }
    return result.data;
  }
  const issues = result.error.issues.slice(0, 5);
  const details = issues.map((i) => `Value at '${i.path.join('.') || 'body'}' failed to satisfy constraint: ${i.message}`).join('; ');
  throw errors.invalidParameter(`${result.error.issues.length} validation error${result.error.issues.length === 1 ? '' : 's'} detected: ${details}`);
}

import { z } from 'zod';

const boolish = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/**
 * The auth provider's user attributes (section 3): standard ones plus the custom: ones, validated
 * where they enter the app (the auth adapter hands them to the session store).
 */
export const UserAttributesSchema = z.looseObject({
  sub: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  phone_number: z.string().optional(),
  email_verified: boolish.optional(),
  phone_number_verified: boolish.optional(),
  'custom:birth_date': z.string().optional(),
  'custom:subscribe_marketing': z.string().optional(),
  'custom:country_code': z.string().optional(),
  'custom:country_name': z.string().optional(),
  'custom:lang_code': z.string().optional(),
  'custom:logged_in': z.string().optional(),
  'custom:idpVerified': z.string().optional(),
  /** Social sign-in identities: a JSON string from Cognito, or the parsed list. */
  identities: z.union([z.string(), z.array(z.looseObject({ providerName: z.string().optional() }))]).optional(),
});
export type UserAttributes = z.infer<typeof UserAttributesSchema>;

/** Section 3 partner player: name, id, status, country (lower case), accessToken. */
export const PartnerPlayerSchema = z.object({
  name: z.string(),
  id: z.string().min(1),
  status: z.coerce.number().int(),
  country: z.string().transform((c) => c.toLowerCase()),
  accessToken: z.string().min(1),
});
export type PartnerPlayer = z.infer<typeof PartnerPlayerSchema>;

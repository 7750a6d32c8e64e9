import * as z from '@store/shared/schema';

const boolish = z.pipe(z.union([z.boolean(), z.enum(['true', 'false'])]), z.transform((v) => v === true || v === 'true'));

/**
 * The auth provider's user attributes (section 3): standard ones plus the custom: ones, validated
 * where they enter the app (the auth adapter hands them to the session store).
 */
export const UserAttributesSchema = z.looseObject({
  sub: z.string().check(z.minLength(1)),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  phone_number: z.optional(z.string()),
  email_verified: z.optional(boolish),
  phone_number_verified: z.optional(boolish),
  'custom:birth_date': z.optional(z.string()),
  'custom:subscribe_marketing': z.optional(z.string()),
  'custom:country_code': z.optional(z.string()),
  'custom:country_name': z.optional(z.string()),
  'custom:lang_code': z.optional(z.string()),
  'custom:logged_in': z.optional(z.string()),
  'custom:idpVerified': z.optional(z.string()),
  /** Social sign-in identities: a JSON string from Cognito, or the parsed list. */
  identities: z.optional(z.union([z.string(), z.array(z.looseObject({ providerName: z.optional(z.string()) }))])),
});
export type UserAttributes = z.infer<typeof UserAttributesSchema>;

/** Section 3 partner player: name, id, status, country (lower case), accessToken. */
export const PartnerPlayerSchema = z.object({
  name: z.string(),
  id: z.string().check(z.minLength(1)),
  status: z.coerce.number().check(z.int()),
  country: z.pipe(z.string(), z.transform((c) => c.toLowerCase())),
  accessToken: z.string().check(z.minLength(1)),
});
export type PartnerPlayer = z.infer<typeof PartnerPlayerSchema>;

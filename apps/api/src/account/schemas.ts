import { z } from 'zod';
import { CountryCodeSchema } from '../http/validate';

/* The Account API's request schemas (section 7), given to fastify as route schemas (fastify-type-provider-zod). */

/** A JSON body; an absent body reads as {}. */
const jsonBody = <S extends z.ZodType>(schema: S) => z.preprocess((v) => v ?? {}, schema);

export const ForgotPasswordBody = jsonBody(
  z
    .object({
      uid: z.string().trim().min(3).max(254),
      uidType: z.enum(['phone_number', 'email']),
      countryCode: CountryCodeSchema,
      languageCode: z.string().regex(/^[a-zA-Z]{2}$/).optional(),
      gRecaptchaToken: z.string().min(1).max(4096),
    })
    .strict(),
);

export const UserAuthBody = jsonBody(
  z
    .object({
      langCode: z.string().regex(/^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/).optional(),
      birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
      cpfInfo: z
        .object({ cpf: z.string().max(20), firstName: z.string().max(60).optional(), lastName: z.string().max(60).optional() })
        .strict()
        .nullable()
        .optional(),
      gRecaptchaToken: z.string().max(4096).optional(),
    })
    .strict(),
);

export const InitDeleteBody = jsonBody(z.object({ languageCode: z.string().regex(/^[a-zA-Z]{2}$/).optional() }).strict());
export const DeleteBody = jsonBody(z.object({ code: z.string().regex(/^[0-9]{6}$/) }).strict());
export const SubscriptionParams = z.object({ id: z.string().regex(/^SUB-[0-9A-F]{24}$/) }).strict();
export const UnsubscribeBody = jsonBody(z.object({ token: z.string().min(16).max(128).regex(/^[A-Za-z0-9_-]+$/) }).strict());

import { z } from '@store/shared';
import { isValidPassword } from '../../lib/authSchemas';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password (section 5's password rule for the new one): the current password, a new one of at least
 * 8 characters with a digit that differs from the current one, typed twice. Messages are i18n keys.
 */
export const changePasswordSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .check(
    z.superRefine((v, ctx) => {
      const fail = (path: keyof ChangePasswordValues, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
      if (v.currentPassword === '') fail('currentPassword', 'validation.required');
      if (v.newPassword === '') fail('newPassword', 'validation.required');
      else if (!isValidPassword(v.newPassword)) fail('newPassword', 'validation.password');
      else if (v.newPassword === v.currentPassword) fail('newPassword', 'settings.password.same');
      if (v.confirmPassword === '') fail('confirmPassword', 'validation.required');
      else if (v.confirmPassword !== v.newPassword) fail('confirmPassword', 'validation.mismatch');
    }),
  );

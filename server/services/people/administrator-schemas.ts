import { z } from 'zod';
import { adminRoles } from '@/db/schema/people';

/** Console administrators' sign-in and creation; shared by the sign-in form, the CLI and the server. */
export const adminEmailSchema = z.email({ error: 'email must be a valid e-mail address' }).max(254, 'email must be at most 254 characters');
export const adminPasswordSchema = z
  .string({ error: 'password is required' })
  .min(12, 'password must be at least 12 characters')
  .max(1024, 'password must be at most 1024 characters');

export const adminSignInInput = z.strictObject({
  email: z.string({ error: 'email is required' }).min(1, 'email is required').max(254, 'email must be at most 254 characters'),
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(1024, 'password must be at most 1024 characters'),
});
export type AdminSignInInput = z.infer<typeof adminSignInInput>;

export const newConsoleAdminInput = z.strictObject({ email: adminEmailSchema, password: adminPasswordSchema, role: z.enum(adminRoles).optional() });
export type NewConsoleAdminInput = z.infer<typeof newConsoleAdminInput>;

export const consoleAdminSchema = z.object({ id: z.uuid(), email: z.string() });
export type ConsoleAdmin = z.infer<typeof consoleAdminSchema>;

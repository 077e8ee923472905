import { z } from 'zod';

export const consoleChoiceSchema = z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('admin') }), z.strictObject({ kind: z.literal('tenant'), tenantId: z.uuid() })]);

export const signedInPersonSchema = z.object({
  personId: z.uuid(),
  email: z.string(),
  name: z.string(),
  sessionId: z.uuid(),
  /** The console the session opened in; null when the person has several and chooses next. */
  choice: consoleChoiceSchema.nullable(),
});

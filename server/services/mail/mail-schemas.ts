import { z } from 'zod';

export const mailRunSchema = z
  .object({
    sent: z.number().int().meta({ description: 'Mails the relay accepted' }),
    rescheduled: z.number().int().meta({ description: 'Mails tried again later after a temporary failure' }),
    failed: z.number().int().meta({ description: 'Mails given up: a permanent (5xx) reply, or the last attempt' }),
  })
  .meta({ id: 'MailRun' });

export const mailQueueSchema = z
  .object({
    relay: z.enum(['smtp', 'log']).meta({ description: '`log`: no SMTP relay configured, mails go to the log only' }),
    queued: z.number().int(),
    failedLastDay: z.number().int(),
  })
  .meta({ id: 'MailQueue' });

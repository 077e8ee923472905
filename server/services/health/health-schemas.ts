import { z } from 'zod';

export const dependencyNames = ['database', 'cache', 'analytics'] as const;
export type DependencyName = (typeof dependencyNames)[number];

export const checkResultSchema = z
  .object({ status: z.enum(['up', 'down']), message: z.string().optional() })
  .meta({ id: 'CheckResult' });
export type CheckResult = z.infer<typeof checkResultSchema>;

const checkMap = z.record(z.string(), checkResultSchema);

export const readinessSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    timestamp: z.iso.datetime(),
    info: checkMap,
    error: checkMap,
    details: checkMap,
  })
  .meta({ id: 'HealthReport' });
export type ReadinessReport = z.infer<typeof readinessSchema>;

export const livenessSchema = z
  .object({ status: z.literal('ok'), timestamp: z.iso.datetime() })
  .meta({ id: 'LivenessReport' });
export type LivenessReport = z.infer<typeof livenessSchema>;

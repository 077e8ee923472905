import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { ZodError, z } from 'zod';

/**
 * The @trpc/server patch checks zod input and output with safeParse (no promises) and falls back
 * to parseAsync for schemas that need it. What a caller sees must be what tRPC gave unpatched.
 */
const t = initTRPC.create();
const router = t.router({
  sync: t.procedure
    .input(z.object({ amount: z.number().positive(), note: z.string().trim().optional() }))
    .output(z.object({ doubled: z.number(), note: z.string().optional() }))
    .query(({ input }) => ({ doubled: input.amount * 2, note: input.note })),
  asyncRefined: t.procedure
    .input(z.object({ code: z.string().refine(async (code) => code === 'open-sesame', 'wrong code') }))
    .query(({ input }) => input.code),
  asyncTransformed: t.procedure.input(z.string().transform(async (text) => text.toUpperCase())).query(({ input }) => input),
  badOutput: t.procedure.output(z.object({ id: z.string() })).query(() => ({ id: 42 }) as unknown as { id: string }),
});
const caller = t.createCallerFactory(router)({});

async function refusal(call: Promise<unknown>): Promise<TRPCError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe('tRPC input and output validation (patched)', () => {
  it('gives the procedure the parsed input (transforms applied) and the caller the parsed output', async () => {
    await expect(caller.sync({ amount: 2.5, note: '  hi  ' })).resolves.toEqual({ doubled: 5, note: 'hi' });
  });

  it('refuses bad input with BAD_REQUEST and the ZodError as the cause', async () => {
    const error = await refusal(caller.sync({ amount: -1 }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause).toBeInstanceOf(ZodError);
    expect((error.cause as ZodError).issues[0]?.path).toEqual(['amount']);
  });

  it('still runs async refinements and transforms', async () => {
    await expect(caller.asyncRefined({ code: 'open-sesame' })).resolves.toBe('open-sesame');
    const error = await refusal(caller.asyncRefined({ code: 'guess' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect((error.cause as ZodError).issues[0]?.message).toBe('wrong code');
    await expect(caller.asyncTransformed('shout')).resolves.toBe('SHOUT');
  });

  it('answers output that fails its schema as an internal error', async () => {
    const error = await refusal(caller.badOutput());
    expect(error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error.message).toBe('Output validation failed');
  });
});

import { initTRPC, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { ZodError, z } from 'zod';

/**
 * The @trpc/server patch (db/patches): the middleware chain copies its options with native spread,
 * and zod input and output are checked with safeParse (parseAsync only for schemas that need it).
 * What a caller sees must be what tRPC gave unpatched.
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
  // A thenable that is not a Promise (a query builder, say) is awaited, as `await` would.
  thenable: t.procedure.query(() => ({ then: (resolve: (value: string) => void) => resolve('from a thenable') }) as unknown as string),
  throwsInMiddleware: t.procedure
    .use(() => {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'thrown' });
    })
    .query(() => 'never'),
  rejectsInMiddleware: t.procedure.use(() => Promise.reject(new TRPCError({ code: 'CONFLICT', message: 'rejected' }))).query(() => 'never'),
  throwsInResolver: t.procedure.query((): string => {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'sync throw' });
  }),
  contextThroughTheChain: t.procedure
    .use(({ next }) => next({ ctx: { first: 1 } }))
    .use(async ({ ctx, next }) => {
      const result = await next({ ctx: { second: ctx.first + 1 } });
      return result;
    })
    .query(({ ctx }) => ({ first: ctx.first, second: ctx.second })),
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

describe('tRPC middleware chain (patched)', () => {
  it('passes the context along and answers with what the resolver gave, thenables awaited', async () => {
    await expect(caller.contextThroughTheChain()).resolves.toEqual({ first: 1, second: 2 });
    await expect(caller.thenable()).resolves.toBe('from a thenable');
  });

  it('turns a throw or a rejection anywhere in the chain into that error', async () => {
    expect((await refusal(caller.throwsInMiddleware())).message).toBe('thrown');
    expect((await refusal(caller.rejectsInMiddleware())).code).toBe('CONFLICT');
    expect((await refusal(caller.throwsInResolver())).code).toBe('NOT_FOUND');
  });
});

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

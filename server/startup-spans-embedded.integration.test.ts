import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracedProcess, TEST_LOOK_UP_SPAN } from './testing/process-start';

/**
 * What a server process exports while it starts on the embedded default, before any request: every span
 * without a parent must be one a reader expects at the top of a trace, the one `startup` span
 * (migrations, the first administrator) or a job run's `job <name>`. Each start-up statement used to
 * be a trace of its own (about 150 on a new data folder, most of them the migrations).
 */
describe('start-up traces on the embedded default', () => {
  let started: Awaited<ReturnType<typeof startTracedProcess>>;

  beforeAll(async () => {
    started = await startTracedProcess('pglite');
  }, 120_000);
  afterAll(async () => {
    await started?.close();
  });

  it('leave no span without a parent but the one startup span and the job runs', async () => {
    const spans = await started.spansOfStartUp();
    const roots = spans.filter((span) => span.parentSpanId === '' && span.name !== TEST_LOOK_UP_SPAN);
    expect(roots.filter((span) => span.name !== 'startup' && !span.name.startsWith('job ')).map((span) => span.name)).toEqual([]);
    const [startup, ...more] = roots.filter((span) => span.name === 'startup');
    expect(more).toEqual([]);
    // The start-up's statements are in its trace.
    expect(spans.filter((span) => span.traceId === startup!.traceId && String(span.attributes['db.query.text']).includes('insert into "people"'))).toHaveLength(1);
    expect(spans.filter((span) => span.traceId === startup!.traceId && String(span.attributes['db.query.text']).trimStart().startsWith('CREATE TABLE')).length).toBeGreaterThan(10);
  }, 180_000);
});

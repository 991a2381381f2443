import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.js';

/** A query the test answers by hand: each call waits until the test resolves or rejects it. */
function controlledQuery() {
  const calls: { keys: string[]; answer(values: Record<string, string>): void; fail(error: Error): void }[] =
    [];
  const query = (keys: string[]) =>
    new Promise<ReadonlyMap<string, string>>((resolve, reject) =>
      calls.push({
        keys,
        answer: (values) => resolve(new Map(Object.entries(values))),
        fail: reject,
      }),
    );
  return { calls, query };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedLookup', () => {
  it('starts a query once the requests already received are read, with every lookup asked until then', async () => {
    const { calls, query } = controlledQuery();
    const lookup = batchedLookup(query);
    const answer = lookup('a');
    // Asked in the same turn (requests read together): they share the first query.
    const same = lookup('b');
    expect(calls).toHaveLength(0);
    await settle();
    expect(calls.map((c) => c.keys)).toEqual([['a', 'b']]);
    calls[0]!.answer({ a: 'um', b: 'dois' });
    expect(await answer).toBe('um');
    expect(await same).toBe('dois');
  });

  it('never answers a lookup from the query already running: it waits for the next, which sees later writes', async () => {
    const { calls, query } = controlledQuery();
    const lookup = batchedLookup(query);
    const first = lookup('a');
    await settle();
    // Asked while the first query runs (e.g. right after a permission was removed): it must not get its answer.
    const second = lookup('a');
    const other = lookup('b');
    expect(calls).toHaveLength(1);
    calls[0]!.answer({ a: 'antes' });
    expect(await first).toBe('antes');
    await settle();
    // Both waiting keys go together, each once.
    expect(calls.map((c) => c.keys)).toEqual([['a'], ['a', 'b']]);
    calls[1]!.answer({ a: 'depois', b: 'outro' });
    expect(await second).toBe('depois');
    expect(await other).toBe('outro');
  });

  it('shares one query between the lookups asked meanwhile, and answers undefined for a key it lacks', async () => {
    const { calls, query } = controlledQuery();
    const lookup = batchedLookup(query);
    const running = lookup('x');
    await settle();
    const waiting = ['a', 'b', 'a', 'c', 'b'].map((key) => lookup(key));
    calls[0]!.answer({});
    expect(await running).toBeUndefined();
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.keys).toEqual(['a', 'b', 'c']);
    calls[1]!.answer({ a: '1', c: '3' });
    expect(await Promise.all(waiting)).toEqual(['1', undefined, '1', '3', undefined]);
  });

  it('fails only the lookups of a failed query; the next lookups run', async () => {
    const { calls, query } = controlledQuery();
    const lookup = batchedLookup(query);
    const failed = lookup('a');
    await settle();
    calls[0]!.fail(new Error('banco fora do ar'));
    await expect(failed).rejects.toThrow('banco fora do ar');
    const next = lookup('a');
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.answer({ a: 'ok' });
    expect(await next).toBe('ok');
  });
});

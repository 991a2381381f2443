/**
 * Lookups by key made by concurrent requests, answered by one query for many keys, without ever answering a
 * lookup from a query that began before it was asked: a lookup waits for the next query and never joins the
 * one already running. So every answer reflects what was committed before its lookup began, as a query of
 * its own would. One query runs at a time; the keys asked for meanwhile (a page's parallel calls, many users
 * at once) go together in the next, each key once. When nothing runs, the query starts once the requests
 * already received have been read (setImmediate): with PGlite, whose queries run on this thread and are done
 * before the next request is read, that is the only moment others can join (1 request per query).
 */
export function batchedLookup<V>(
  query: (keys: string[]) => Promise<ReadonlyMap<string, V>>,
): (key: string) => Promise<V | undefined> {
  interface Waiter {
    promise: Promise<V | undefined>;
    resolve(value: V | undefined): void;
    reject(error: unknown): void;
  }
  let waiting = new Map<string, Waiter>();
  let running = false;

  async function drain(): Promise<void> {
    while (waiting.size > 0) {
      const batch = waiting;
      waiting = new Map();
      try {
        const found = await query([...batch.keys()]);
        for (const [key, entry] of batch) entry.resolve(found.get(key));
      } catch (error) {
        for (const entry of batch.values()) entry.reject(error);
      }
    }
    running = false;
  }

  return (key) => {
    let entry = waiting.get(key);
    if (!entry) {
      const handle = {} as Waiter;
      handle.promise = new Promise((resolve, reject) => Object.assign(handle, { resolve, reject }));
      waiting.set(key, (entry = handle));
    }
    if (!running) {
      running = true;
      setImmediate(() => void drain());
    }
    return entry.promise;
  };
}

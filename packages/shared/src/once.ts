/**
 * `make`, run on the first call and remembered: for what costs to build and may never be needed (a register's
 * zod schemas, an Intl formatter whose first use loads the locale's data), so loading a module does not pay
 * for it (a phone's first paint).
 */
export function once<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

/** `make(key)`, run on the first call for each `key` and kept as long as `key` lives (a register's schemas). */
export function memoized<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}

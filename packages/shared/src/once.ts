/**
 * `make`, run on the first call and remembered: for what costs to build and may never be needed (a register's
 * zod schemas, an Intl formatter whose first use loads the locale's data), so loading a module does not pay
 * for it (issue 12: a phone's first paint).
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

/** Defines `key` on `target` as the value `make` builds on its first read (enumerable, like a plain field). */
export function lazyProperty<T extends object, K extends string, V>(
  target: T,
  key: K,
  make: () => V,
): T & { readonly [P in K]: V } {
  return Object.defineProperty(target, key, { get: once(make), enumerable: true }) as T & {
    readonly [P in K]: V;
  };
}

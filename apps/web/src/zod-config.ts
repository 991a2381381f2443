import { config } from 'zod/v4/core';

// The production CSP forbids eval: zod must not compile its fast parsers with `new Function`. zod reads this
// when a schema is built, so main.tsx imports this file first, before any area builds one. Only zod's tiny
// settings module is imported here: the schemas, and zod itself, stay in the areas that use them.
config({ jitless: true });

import { z } from 'zod';

// The production CSP forbids eval: zod must not compile its fast parsers with `new Function`.
// Imported first by main.tsx, before any schema is parsed.
z.config({ jitless: true });

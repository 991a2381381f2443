import { z } from 'zod';

// The one way the shared modules reach zod, so its settings hold before any of their schemas is built, whichever
// of them a page loads first (the web app's shell loads none).
// Every zod message not written by hand comes out in Portuguese, on the server and in the browser alike.
z.config(z.locales.pt());
// In a browser the portal's CSP forbids eval: zod must not compile its fast parsers with `new Function` (each
// attempt is a CSP violation). zod reads this when a schema is built. The server keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };

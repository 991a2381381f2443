// The server's additions to Fastify's types (app.config, app.database, app.mail, …) are declared in modules the
// tools do not import (app.ts and the plugins); the server's own tsconfig sees them all. This brings them in
// for the server code the tools do import, so `tsc -p tools` checks it as `tsc -p apps/server` does.
import '../apps/server/src/app.js';

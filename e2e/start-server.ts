// Starts the built server on a brand-new data directory, so every browser run begins from the demo seed,
// with its mail going to a real local SMTP server (e2e/mail-catcher.ts) that the tests read.
// Run with `node --import tsx` (playwright.config.ts).
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { startMailCatcher } from './mail-catcher';

// One directory per port, so two runs on different E2E_PORTs do not share (or wipe) each other's data. Not
// under test-results/, which Playwright empties when any run starts.
const dataDir = path.resolve('.e2e', process.env.PORT ?? 'default', 'data');
await rm(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
// The browser tests sign in dozens of times from 127.0.0.1 and resend invitations: far higher limits than
// production's (decision 0010), set here rather than by weakening the defaults.
process.env.RATE_LIMIT_SIGN_IN = '100000/60';
process.env.RATE_LIMIT_BAD_SESSION = '100000/60';
process.env.RATE_LIMIT_INVITE_RESEND = '100000/60';
process.env.RATE_LIMIT_CONTATO = '100000/60';
process.env.RATE_LIMIT_CANDIDATURA = '100000/60';
process.env.RATE_LIMIT_PRIVACIDADE = '100000/60';
// The webhook test's receiver listens on this machine, an address production refuses (decision 0056).
process.env.WEBHOOK_HOSTS_PERMITIDOS = '127.0.0.1';
if (process.env.MAIL_DIR) process.env.SMTP_URL = await startMailCatcher(process.env.MAIL_DIR);
// @ts-expect-error: the built bundle has no type declarations; it starts the server when imported.
await import('../apps/server/dist/server.js');

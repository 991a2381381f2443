import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Node flags of the command that runs the built server, read from a command line such as package.json's
 * `serve` script: the bench starts the server with the flags `npm start` gives it, so it measures the server as
 * it runs (the young generation's cap changes its memory under load by a hundred MB).
 */
export function serverNodeArgs(command: string): string[] {
  const match = /\bnode((?:\s+--\S+)*)\s+apps\/server\/dist\/server\.js/.exec(command);
  if (!match) throw new Error(`o comando não inicia apps/server/dist/server.js: ${command}`);
  return match[1]!.split(/\s+/).filter(Boolean);
}

/** The flags of `npm start` (package.json's `serve` script). */
export function startNodeArgs(root: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return serverNodeArgs(manifest.scripts.serve ?? '');
}

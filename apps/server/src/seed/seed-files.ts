import path from 'node:path';

/**
 * The sample PDFs and images of the demo content (seed/content.ts), made once with Chromium from HTML and
 * shipped with the project. Beside this module in the sources, and copied beside the bundle by build.mjs.
 */
export const SEED_FILES_DIR = path.resolve(import.meta.dirname, 'seed-files');

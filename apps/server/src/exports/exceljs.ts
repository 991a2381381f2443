import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';

const require = createRequire(import.meta.url);
let loaded: typeof ExcelJSModule | undefined;

/**
 * exceljs (its streaming reader, for the billing import), loaded on the first import rather than at start: importing it (with jszip,
 * unzipper, readable-stream, fast-csv) takes ~0.5 s, a third of the restart budget, for a module
 * most starts never use.
 */
export function exceljs(): typeof ExcelJSModule {
  return (loaded ??= require('exceljs') as typeof ExcelJSModule);
}

import { importCommandMain } from '../../uploads/import-command.js';
import { importTreinamentosCommand } from './import-command.js';

/**
 * `npm run import:treinamentos -- <arquivo.csv|arquivo.xlsx>`: the staff's import of the e-learning's
 * completions from a shell, on the configured database (uploads/import-command.ts).
 */
await importCommandMain(importTreinamentosCommand);

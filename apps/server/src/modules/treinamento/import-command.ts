import type { ImportCommand } from '../../uploads/import-command.js';
import { importTreinamentos } from './import-treinamentos.js';

/**
 * `npm run import:treinamentos -- file` (import-cli.ts): the screen's import of the e-learning's completions,
 * marked as the command's, and its counts.
 */
export const importTreinamentosCommand: ImportCommand = {
  usage: 'Uso: npm run import:treinamentos -- <arquivo.csv|arquivo.xlsx>',
  async run(db, body, kind) {
    const result = await importTreinamentos(db, body, kind, { origem: 'comando', autor: null });
    return `Conclusões de treinamentos: ${result.importadas} incluídas, ${result.atualizadas} atualizadas.`;
  },
};

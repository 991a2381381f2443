import { importCommandMain } from '../../uploads/import-command.js';
import { importBilling } from './import-faturamento.js';

/**
 * `npm run import:faturamento -- <arquivo.csv|arquivo.xlsx>`: the screen's import of the ERP's billing from a
 * shell (decision 0025), on the configured database (uploads/import-command.ts).
 */
await importCommandMain({
  usage: 'Uso: npm run import:faturamento -- <arquivo.csv|arquivo.xlsx>',
  async run(db, body, kind) {
    const result = await importBilling(db, body, kind);
    return `${result.linhas} linhas lidas: ${result.inseridos} meses incluídos, ${result.atualizados} atualizados, ${result.inalterados} sem alteração.`;
  },
});

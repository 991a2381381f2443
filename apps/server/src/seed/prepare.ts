import type { Config } from '../config.js';
import { ConfigError } from '../config.js';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../storage/index.js';
import { createFirstAdministrator } from './administrator.js';
import { seedCandidaturas } from './candidaturas.js';
import { seedComprovacoes } from './comprovacoes.js';
import { seedContent } from './content.js';
import { bringDemoBillingUpToDate, holdsPartners, isEmpty, seed, seedReference } from './index.js';
import { syncReferenceData } from './reference-sync.js';

export const FIRST_START_NEEDS_ADMIN =
  'Banco de dados vazio em produção: defina ADMIN_EMAIL com o e-mail corporativo de quem será o primeiro administrador do portal (ele entra por "Acesso de colaboradores"). Nenhum dado de demonstração é gravado em produção.';

/**
 * What a start does to the database after migrating it. An empty one gets, outside production, the demo (with
 * its documents, images and banners in the file storage, the applications to be a partner and the co-op fund
 * redemptions' proof with theirs); in production only the programme's reference data
 * and the first administrator (ADMIN_EMAIL; without it the start stops, saying so). Then, on every start, the
 * reference data a release adds (new permission keys, parameters and catalogue rows such as training types)
 * and, outside production, the demo's billing up to the current month.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'env' | 'adminEmail'>,
  storage: () => Promise<FileStorage>,
): Promise<void> {
  if (await isEmpty(database.db)) {
    if (config.env === 'production') {
      if (!config.adminEmail) throw new ConfigError(FIRST_START_NEEDS_ADMIN);
      await seedReference(database.db);
      await createFirstAdministrator(database.db, config.adminEmail);
    } else {
      await seed(database.db);
      await seedContent(database.db, await storage());
      await seedCandidaturas(database.db, await storage());
      await seedComprovacoes(database.db, await storage());
    }
  }
  await syncReferenceData(database.db);
  if (config.env !== 'production') await bringDemoBillingUpToDate(database.db);
}

export const DEMO_REFUSED_IN_PRODUCTION =
  'Recusado: este banco de produção já tem parceiros; os dados de demonstração se misturariam aos reais.';

/**
 * The demo on purpose (`npm run seed -- --demo`): refused in production when the database already holds
 * partners, where invented companies would sit beside the real ones.
 */
export async function seedDemoOnPurpose(
  database: Database,
  config: Pick<Config, 'env'>,
  storage: () => Promise<FileStorage>,
): Promise<{ refused: string | null }> {
  if (config.env === 'production' && (await holdsPartners(database.db)))
    return { refused: DEMO_REFUSED_IN_PRODUCTION };
  await seed(database.db);
  await seedContent(database.db, await storage());
  await seedCandidaturas(database.db, await storage());
  await seedComprovacoes(database.db, await storage());
  return { refused: null };
}

import { PERM, type PermissionKey } from './permissions.js';

/**
 * The permission keys an integration token may hold (decision 0054), with the words staff read: what another
 * system does through /api/integracao/*, never a page's key.
 */
export const INTEGRATION_KEYS = {
  [PERM.faturamento.importar]: 'Importar faturamento',
  [PERM.treinamento.importar]: 'Importar conclusões de treinamentos',
  [PERM.cadastro.cliente]: 'Sincronizar empresas',
  [PERM.ondeComprar.gerenciar]: 'Ler contatos de clientes',
  // Only beside 'Sincronizar empresas': the class a company's sync may set (reclassification, decision 0053).
  [PERM.classe.reclassificar]: 'Definir a classe das empresas',
} as const satisfies Partial<Record<PermissionKey, string>>;
export type IntegrationKey = keyof typeof INTEGRATION_KEYS;
/** How long an old secret keeps working after a rotation, so the other system can switch without a gap. */
export const ROTATION_GRACE_HOURS = 24;
/** The longest a token may live: a year, so a forgotten one ends. */
export const INTEGRATION_MAX_DAYS = 366;

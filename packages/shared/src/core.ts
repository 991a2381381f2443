// What the web app's first download may use: constants, messages, permissions, formatting and the register
// definitions, and no zod. The login page and the shell (menu, guards, API client) import '@prix/shared/core';
// everything that validates imports '@prix/shared', which adds the schemas. Importing zod here would put it
// back in every page's first download (~26 kB brotli): tools/bundle-budget/bundle-budget.ts fails then.
export * from './permissions.js';
export * from './access-rules.js';
export * from './api.js';
export * from './registers/index.js';
export * from './uploads.js';
export * from './documents.js';
export { once } from './once.js';
export * from './uuid.js';
export * from './format/documents.js';
export * from './format/contact.js';
export * from './format/dates.js';
export * from './format/masks.js';
export * from './format/numbers.js';
export * from './format/storable.js';
export * from './format/address.js';
export * from './cliques.js';
export * from './exports.js';
export * from './rich-text.js';
export * from './faturamento-text.js';
export * from './video.js';
export type { SessionInfo, SessionUser, EmpresaResumo, UserProfile } from './schemas/session.js';
export type { RegisterRecord } from './registers/schemas.js';
export type { ClienteRecord, BeneficioDaClasse, ClienteContato, HistoricoClasse } from './schemas/cliente.js';

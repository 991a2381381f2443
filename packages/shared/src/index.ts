import './zod-setup.js';
export * from './permissions.js';
export * from './api.js';
export * from './schemas/session.js';
export * from './schemas/cliente.js';
export * from './schemas/faq.js';
export * from './registers/index.js';
export * from './uploads.js';
export * from './documents.js';
export * from './video.js';
export { once } from './once.js';
export * from './format/documents.js';
export * from './format/contact.js';
export * from './format/dates.js';
export * from './format/masks.js';
export * from './format/storable.js';
export * from './clicks.js';
export * from './exports.js';
// Not re-exported here: zod schemas run when their module loads, so everything the barrel names is in every
// chunk that imports it (the shell). Pages import these by path: '@prix/shared/programa', '@prix/shared/content',
// '@prix/shared/product-images', '@prix/shared/resources'.
export * from './rich-text.js';

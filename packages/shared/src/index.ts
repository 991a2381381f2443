import './zod-setup.js';
export * from './permissions.js';
export * from './api.js';
export * from './schemas/session.js';
export * from './registers/index.js';
export * from './format/documents.js';
export * from './format/contact.js';
export * from './format/dates.js';
export * from './format/masks.js';

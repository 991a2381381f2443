import './zod-setup.js';
export * from './permissions.js';
export * from './api.js';
export * from './schemas/session.js';
export * from './registers/index.js';
export * from './format/documents.js';

export * from './core.js';
export * from './schemas/session.js';
export * from './schemas/cliente.js';
export * from './schemas/faq.js';
export * from './registers/schemas.js';
export * from './schemas/video.js';
// Not re-exported here: zod schemas run when their module loads, so everything the barrel names is in every
// chunk that imports it. Pages import these by path: '@prix/shared/programa', '@prix/shared/content',
// '@prix/shared/product-images', '@prix/shared/recursos' (their schemas; their constants are in core).

import { z } from '../zod-setup.js';

/**
 * GET /api/recursos: what /recursos needs besides the buttons, the showroom video and the brand resources'
 * address (checked on the way out, SERVER_CHECKED_ANSWERS).
 */
export const resourcesSchema = z.object({
  video: z.object({ nome: z.string(), url: z.string() }).nullable(),
  /** Parameter LINK_RECURSOS_MARCA; null when empty. */
  linkMarca: z.string().nullable(),
});
export type Resources = z.infer<typeof resourcesSchema>;

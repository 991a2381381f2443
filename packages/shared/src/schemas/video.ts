import { z } from '../zod-setup.js';

/** GET /api/video/{token}: the player address of the video (checked on the way out, SERVER_CHECKED_ANSWERS). */
export const videoAnswerSchema = z.object({ url: z.string() });
export type VideoAnswer = z.infer<typeof videoAnswerSchema>;

import { z } from 'zod';
import { entityId } from './event.js';

/**
 * A titled post's payload fields as its member wrote it (a forum thread, a product review): the
 * author, and the title and content sealed with the author's key (`enc:v1:...`).
 */
export const titledPost = { authorId: entityId, title: z.string(), content: z.string() };

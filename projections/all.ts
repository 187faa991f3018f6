import type { Projection } from './projection.js';
import { usersProjection } from './auth/users.projection.js';

/** Every read-model projection, in the order they are applied within a batch. */
export const allProjections: Projection<any>[] = [usersProjection];

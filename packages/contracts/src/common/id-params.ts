import { z } from 'zod';

/** Every `{id}` in a path is a uuid; anything else answers 422 before it reaches a query. */
export const idParamsSchema = z.object({ id: z.uuid() });

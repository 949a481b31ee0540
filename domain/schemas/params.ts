import { z } from 'zod';
import { idField } from './common';

/** `{id}` in a path: a positive integer. */
export const IdParamSchema = z.object({ id: idField() });
export type IdParam = z.infer<typeof IdParamSchema>;

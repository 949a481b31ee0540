import { z } from 'zod';

/** GET /api/buscar (issue 43): what the store's search box asks. */
export const CatalogSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Escribe qué buscas.' })
    .trim()
    .max(60, 'La búsqueda puede tener máximo 60 caracteres.'),
  limite: z.coerce
    .number({ error: 'El límite debe ser un número.' })
    .int('El límite debe ser un número entero.')
    .min(1, 'El límite debe ser al menos 1.')
    // The store asks for 50; the admin's product lists for up to 500 (ids only).
    .max(500, 'El límite puede ser máximo 500.')
    .optional(),
});

/** What the search answers: ids best first, names to suggest, and the corrected query. */
export interface CatalogSearchAnswer {
  productos: number[];
  paquetes: number[];
  sugerencias: string[];
  correccion: string | null;
}

/** Query and body schemas of the admin panel routes (issue 10, admin-contract.md). */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ADMIN_MESSAGES } from '../admin-messages';
import { ADMIN_ORDER_FILTERS } from '../orders';
import { PRODUCT_LIMITS } from '../products';
import { blankToUndefined, intInRange, optionalField } from './common';

const V = MESSAGES.server.validation;

const cursorField = optionalField(z.string().max(200));
const limitField = (max: number) => optionalField(intInRange(1, max, V)).transform((v) => v ?? 50);
const towerFilter = optionalField(intInRange(1, 5, MESSAGES.auth.towerInvalid));
const stateFilter = z.preprocess(
  blankToUndefined,
  z.enum(ADMIN_ORDER_FILTERS, { error: V }).default('todos'),
);

/** GET /api/admin/pedidos. */
export const AdminOrderPageQuerySchema = z.object({
  estado: stateFilter,
  torre: towerFilter,
  cursor: cursorField,
  limite: limitField(100),
});
export type AdminOrderPageQuery = z.infer<typeof AdminOrderPageQuerySchema>;

/** GET /api/admin/pedidos/conteos. */
export const AdminOrderCountsQuerySchema = z.object({ estado: stateFilter, torre: towerFilter });
export type AdminOrderCountsQuery = z.infer<typeof AdminOrderCountsQuerySchema>;

/** GET /admin/users. */
export const AdminUsersQuerySchema = z.object({
  q: optionalField(z.string().trim().max(100)),
  cursor: cursorField,
  limite: limitField(100),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

/** PUT /api/admin/usuarios/:id/rol. */
export const RoleChangeSchema = z.object({
  rol: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['admin', 'encargado', 'repartidor', 'cliente'], { error: V }),
  ),
});
export type RoleChange = z.infer<typeof RoleChangeSchema>;

/** GET /api/admin/productos. */
export const AdminProductListQuerySchema = z.object({
  q: optionalField(z.string().trim().max(100)),
  categoria: optionalField(z.string().trim().max(60)),
  stock: z.preprocess(
    blankToUndefined,
    z.enum(['todos', 'sin', 'bajo', 'en'], { error: V }).default('todos'),
  ),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

/**
 * PATCH /api/admin/productos/:id/stock: `{ delta }` or `{ stock }`, not both. A typed `stock`
 * carries `stock_anterior`, the figure it replaces; the server refuses it (409) when the stock
 * moved meanwhile. Without `stock_anterior` the value is absolute (kept for scripts).
 */
export const StockChangeSchema = z.union(
  [
    z.object({ delta: intInRange(-1_000_000, 1_000_000, V) }).strict(),
    z
      .object({
        stock: intInRange(
          0,
          PRODUCT_LIMITS.stockMax,
          ADMIN_MESSAGES.admin.product.stockInvalid,
          ADMIN_MESSAGES.admin.product.stockInvalid,
          ADMIN_MESSAGES.admin.product.stockMax,
        ),
        stock_anterior: intInRange(0, 1_000_000, V).optional(),
      })
      .strict(),
  ],
  { error: V },
);
export type StockChange = z.infer<typeof StockChangeSchema>;

/** GET /api/admin/productos/exportar. */
export const CatalogExportQuerySchema = z.object({
  separador: z.preprocess(blankToUndefined, z.enum([';', ','], { error: V }).default(';')),
});
export type CatalogExportQuery = z.infer<typeof CatalogExportQuerySchema>;

/** POST /api/admin/productos/importar. */
export const CatalogImportSchema = z.object({
  csv: z.string({ error: V }).max(2_000_000, { error: V }),
  aplicar: z.boolean({ error: V }).default(false),
  /** The preview's `stock_previsto`: a stock that moved since is refused on that line. */
  stock_previsto: z.record(z.string().max(20), z.number().int().min(0)).optional(),
  /** The owner's answer per line number for the lines the preview flagged (issue 41). */
  decisiones: z
    .record(
      z.string().regex(/^\d{1,7}$/, { error: V }),
      z
        .object({
          stock: z.enum(['diferencia', 'omitir'], { error: V }).optional(),
          confirmar_precio: z.boolean({ error: V }).optional(),
        })
        .strict(),
    )
    .optional(),
});
export type CatalogImport = z.infer<typeof CatalogImportSchema>;

const R = ADMIN_MESSAGES.residents;

/**
 * POST /api/admin/usuarios/:id/puntos: a signed whole number of points and the reason the
 * resident will read; the balance rule (never below zero) is checkPointsAdjustment's.
 */
export const PointsAdjustSchema = z.object({
  puntos: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: R.pointsZero }).int({ error: R.pointsZero }),
  ),
  motivo: z
    .string({ error: R.reasonRequired })
    .trim()
    .min(3, { error: R.reasonRequired })
    .max(200, { error: R.reasonTooLong }),
});
export type PointsAdjust = z.infer<typeof PointsAdjustSchema>;

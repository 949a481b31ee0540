import { formatCOP } from '../../../domain/money';
import type { ExpenseType, PromoCodeType, RewardEffect } from '../schema';

export const SEED_POPUP = {
  titulo: 'Semana del mercado',
  descripcion:
    'Hasta 25 % de descuento en frutas, verduras y despensa. Haz tu pedido y recíbelo en tu apartamento en 20 minutos.',
  imagen_url: '/img/promos/semana-del-mercado.svg',
};

export const SEED_REWARDS: Array<{
  nombre: string;
  descripcion: string;
  puntos_requeridos: number;
  efecto?: RewardEffect;
}> = [
  {
    nombre: 'Domicilio prioritario',
    descripcion: 'Tu próximo pedido (en las próximas 24 horas) sale primero de la tienda.',
    puntos_requeridos: 100,
    efecto: 'prioridad',
  },
  {
    nombre: 'Bolsa reutilizable SuperConjunto',
    descripcion: 'Bolsa de tela resistente para tus compras.',
    puntos_requeridos: 250,
  },
  {
    nombre: 'Taza SuperConjunto',
    descripcion: 'Taza de cerámica para el tinto de la mañana.',
    puntos_requeridos: 400,
  },
  {
    nombre: 'Mercado sorpresa',
    descripcion: `Una selección de productos de despensa por valor de ${formatCOP(20_000)}.`,
    puntos_requeridos: 1500,
  },
];

export const SEED_EXPENSES: Array<{ concepto: string; monto: number; tipo: ExpenseType }> = [
  { concepto: 'Arriendo bodega', monto: 1_800_000, tipo: 'fijo' },
  { concepto: 'Nómina domiciliarios', monto: 3_400_000, tipo: 'fijo' },
  { concepto: 'Servicios públicos', monto: 420_000, tipo: 'variable' },
  { concepto: 'Internet y telefonía', monto: 120_000, tipo: 'fijo' },
  { concepto: 'Bolsas y empaques', monto: 180_000, tipo: 'variable' },
];

/** How many demo promo codes of each type (DESIGN §5 letters: A, G, U). */
export const SEED_PROMO_MIX: Array<[PromoCodeType, number]> = [
  ['bienvenida', 10],
  ['general', 6],
  ['usuario_unico', 4],
];

/**
 * "Primeros pasos" (issue 26): the checklist of a shop just set up. Each step is read from the
 * shop's real data, never ticked by hand, so the card tells the truth after a reload.
 */
export interface FirstStepsCounts {
  /** Active products in the catalogue. */
  productos: number;
  /** Active products without a purchase cost (none or 0: the margins' `sin_costo`). */
  sin_costo: number;
  /** Orders of any state. */
  pedidos: number;
}

export type FirstStepKey = 'productos' | 'costos' | 'pedido';

export interface FirstStep {
  key: FirstStepKey;
  done: boolean;
}

export interface FirstSteps {
  steps: FirstStep[];
  done: number;
  /** Whether the admin panel shows the card. */
  visible: boolean;
}

/**
 * The three steps and whether the card shows. It shows while the shop is new (no products, no
 * product with a cost, or no order yet) and a step is left; an established shop with a few
 * products still missing a cost finds them in "Márgenes", not in a start guide.
 */
export function firstSteps(counts: FirstStepsCounts): FirstSteps {
  const steps: FirstStep[] = [
    { key: 'productos', done: counts.productos > 0 },
    { key: 'costos', done: counts.productos > 0 && counts.sin_costo === 0 },
    { key: 'pedido', done: counts.pedidos > 0 },
  ];
  const done = steps.filter((s) => s.done).length;
  const isNew =
    counts.productos === 0 || counts.sin_costo === counts.productos || counts.pedidos === 0;
  return { steps, done, visible: done < steps.length && isNew };
}

/**
 * "Primeros pasos" (issues 26 and 41): the checklist of a shop just set up. Each step is read from
 * the shop's real data and settings, never ticked by hand, so the card tells the truth after a
 * reload, and the panel reads it again after every change (web/features/first-start/).
 */
export interface FirstStepsCounts {
  /** The shop's WhatsApp, e-mail, razón social and NIT are all written (issue 41). */
  contacto: boolean;
  /** Ajustes was saved after the setup (settings version 2 or more): fee, minimums, towers seen. */
  ajustes: boolean;
  /** Categories on the list. */
  categorias: number;
  /** Active products in the catalogue. */
  productos: number;
  /** Active products without a purchase cost (none or 0: the margins' `sin_costo`). */
  sin_costo: number;
  /** Orders of any state (the owner's test order included). */
  pedidos: number;
}

export type FirstStepKey = 'contacto' | 'ajustes' | 'categorias' | 'productos' | 'costos' | 'pedido';

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
 * The steps, in the order a new owner takes them, and whether the card shows. It shows while the
 * shop is new (no products, no product with a cost, or no order yet) and a step is left; an
 * established shop with a few products still missing a cost finds them in "Márgenes", not in a
 * start guide.
 */
export function firstSteps(counts: FirstStepsCounts): FirstSteps {
  const steps: FirstStep[] = [
    { key: 'contacto', done: counts.contacto },
    { key: 'ajustes', done: counts.ajustes },
    { key: 'categorias', done: counts.categorias > 0 },
    { key: 'productos', done: counts.productos > 0 },
    { key: 'costos', done: counts.productos > 0 && counts.sin_costo === 0 },
    { key: 'pedido', done: counts.pedidos > 0 },
  ];
  const done = steps.filter((s) => s.done).length;
  const isNew =
    counts.productos === 0 || counts.sin_costo === counts.productos || counts.pedidos === 0;
  return { steps, done, visible: done < steps.length && isNew };
}

/** Whether the shop's own contact and operator are written (the "contacto" step). */
export function identityComplete(settings: {
  contacto: { whatsapp: string; correo: string };
  legal: { razon_social: string; nit: string };
}): boolean {
  const { whatsapp, correo } = settings.contacto;
  const { razon_social, nit } = settings.legal;
  return [whatsapp, correo, razon_social, nit].every((v) => v !== '');
}

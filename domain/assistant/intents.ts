import { keptResults } from './kept-results';
import { words } from './normalize';

/** What a part of a message asks for. Several can fire at once; the engine answers each. */
export type Intent =
  | 'saludo'
  | 'gracias'
  | 'pedido'
  | 'soporte'
  | 'comprar'
  | 'precio'
  | 'stock'
  | 'categorias'
  | 'ofertas'
  | 'sugerencia'
  | 'horario'
  | 'tiempo_entrega'
  | 'envio'
  | 'minimo'
  | 'pagos'
  | 'puntos'
  | 'contacto'
  | 'reembolso';

/** Patterns over normalised text (no accents, lower case, shorthand expanded). */
const RULES: Array<[Intent, RegExp]> = [
  [
    'saludo',
    /^(hola|buenas|buenos dias|buenas tardes|buenas noches|buen dia|hey|saludos|que mas|quiubo|alo)\b/,
  ],
  [
    'gracias',
    /\b(gracias|muchas gracias|mil gracias|te agradezco|muy amable|listo gracias|chevere|perfecto gracias)\b/,
  ],
  [
    'pedido',
    /\bsup-\d+|\bmy orders?\b|\b(mi|mis|nuestro) (ultimo |ultima )?(pedido|pedidos|orden|ordenes|domicilio|compra)\b|\bpedido (mio|que hice)\b|\b(estado|rastrear|seguimiento) (de |del )?(mi |el )?(pedido|orden|domicilio)\b/,
  ],
  [
    'soporte',
    /\b(incomplet[oa]|da[nñ]ad[oa]s?|roto|rota|rotos|rotas|cobro doble|doble cobro|cobraron doble|me cobraron|no (me )?llego|no ha llegado|nunca llego|vencid[oa]|mal estado|podrid[oa]|falto|faltaron|faltan productos|equivocad[oa]|queja|reclamo|problema|demorado|retrasado|se demora mucho|llego tarde|no era lo que pedi)\b/,
  ],
  [
    'comprar',
    /\b(quiero|quisiera|necesito|agregame|agrega|agregar|agregue|a[nñ]ade|a[nñ]ademe|a[nñ]adir|ponme|pon|mandame|me mandas|me manda|me traes|traeme|regalame|dame|deme|comprar|compro|me vende|me vendes|pideme|voy a llevar|llevo|para pedir)\b/,
  ],
  [
    'precio',
    /\b(precio|precios|cuanto (vale|valen|cuesta|cuestan|esta|estan|sale|salen|me sale)|a como|valor|que vale|que cuesta|cuanto es|how much|price)\b/,
  ],
  [
    'stock',
    /\b(hay|tienen|tienes|tendran|venden|vende|manejan|quedan|queda|disponible|disponibles|agotado|agotada|agotados|stock|existencias|consigo|do you have|do you sell)\b/,
  ],
  [
    'categorias',
    /\b(categorias|secciones|que (venden|tienen|productos|cosas)|catalogo|what do you (sell|have)|what products|what can i buy)\b|\bque [a-z]+ (tienen|venden|hay|manejan)\b/,
  ],
  [
    'ofertas',
    /\b(oferta|ofertas|descuento|descuentos|promocion|promociones|rebaja|rebajas|en promo|offers?|deals?|discounts?|specials)\b/,
  ],
  [
    'sugerencia',
    /\b(recomienda|recomiendas|recomendacion|recomendame|recomiendame|sugerencia|sugieres|sugiere|algo para|guayabo|enguayabad[oa]|resaca|hangover|hungover|que me (das|ofreces)|antojo|para el desayuno|para las onces|para el almuerzo|para la cena|para un asado|para la noche)\b/,
  ],
  [
    'horario',
    /\b(horario|horarios|hora|horas|abren|abre|cierran|cierra|abierto|abiertos|cerrado|cerrados|atienden|atiende|atencion|what time|open|opening|close|closing|hours)\b/,
  ],
  [
    'tiempo_entrega',
    /\b(cuanto (se )?(demora|demoran|tarda|tardan)|en cuanto (tiempo )?llega|tiempo de entrega|20 minutos|veinte minutos|que tan rapido|rapido llega|cuanto tiempo|how long|how fast)\b/,
  ],
  [
    'envio',
    /\b(envio|envios|domicilio|domicilios|costo de envio|cobran (el )?domicilio|entregan|despacho|shipping|delivery|deliver)\b/,
  ],
  ['minimo', /\b(minimo|minima|monto minimo|pedido minimo|compra minima)\b/],
  [
    'pagos',
    /\b(pago|pagos|pagar|pagan|metodos? de pago|formas? de pago|medios? de pago|nequi|daviplata|tarjeta|tarjetas|pse|efectivo|credito|debito|transferencia|datafono|pay|payment|cards?|credit|cash)\b/,
  ],
  [
    'puntos',
    // A level's name alone is a level only as one ("llego a oro"), not in "piña oro miel".
    /\b(puntos|punto|nivel|niveles|fidelidad|canjear|canje|redimir|recompensas)\b|(?:^| )(nivel|a|al|soy|ser|en) (bronce|plata|oro)\b|^(bronce|plata|oro)$/,
  ],
  [
    'contacto',
    /\b(whatsapp|asesor|asesora|humano|persona|alguien|contacto|contactar|telefono|celular|correo|email|hablar con|comunicarme|atencion al cliente|servicio al cliente|soporte|contact|talk to)\b/,
  ],
  [
    'reembolso',
    /\b(reembolso|reembolsos|devolucion|devoluciones|devolver|reintegro|me devuelven|devuelven|devolvieron|me devolvieron|cancelar (mi |el )?pedido|garantia)\b/,
  ],
];

/**
 * Every intent whose pattern the normalised text matches, in rule order. Kept per text: the
 * server asks once to know whose data to read and the engine again to answer (19 patterns each).
 */
export const detectIntents: (normalised: string) => readonly Intent[] = keptResults(
  (normalised) => RULES.filter(([, re]) => re.test(normalised)).map(([intent]) => intent),
  10_000,
);

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  quince: 15,
  veinte: 20,
};

const UNIT_AFTER =
  /^(l|lt|lts|litro|litros|ml|g|gr|grs|gramos|kg|kilo|kilos|cc|oz|lb|libra|libras|minutos|horas|\d+)$/;

/** Largest quantity the assistant puts in the cart in one go. */
export const MAX_CHAT_QUANTITY = 50;

/**
 * A quantity in a buy message: "2 leches", "dos", "media docena", "una docena". Numbers that
 * belong to a product name ("1 L", "x 30", "500 g") and order codes do not count.
 */
export function findQuantity(normalised: string): number | null {
  const list = words(normalised);
  for (let i = 0; i < list.length; i++) {
    const w = list[i]!;
    const next = list[i + 1];
    const prev = list[i - 1];
    if (w === 'media' && next === 'docena') return 6;
    if (w === 'docena' && prev !== 'media') return 12;
    if (w === 'par' && (prev === 'un' || prev === 'unas')) return 2;
    if (prev === 'x' || prev === 'de') continue;
    if (/^\d{1,4}$/.test(w)) {
      if (next !== undefined && UNIT_AFTER.test(next)) continue;
      if (prev !== undefined && /^\d+$/.test(prev)) continue;
      return Number(w);
    }
    const n = NUMBER_WORDS[w];
    // "una leche" is one; "un" before a unit ("un kilo") is part of the product.
    if (
      n !== undefined &&
      !(next !== undefined && UNIT_AFTER.test(next)) &&
      next !== 'docena' &&
      next !== 'par'
    )
      return n;
  }
  return null;
}

/** A message that is only a quantity ("3", "tres", "3 por favor", "dame 2"), answering "¿Cuántas?". */
export function bareQuantity(normalised: string): number | null {
  const rest = words(normalised).filter(
    (w) =>
      ![
        'por',
        'favor',
        'dame',
        'quiero',
        'unidades',
        'unidad',
        'paquetes',
        'porfa',
        'son',
        'solo',
        'seria',
        'serian',
        'mandame',
        'ponme',
        'de',
        'esas',
        'esos',
        'gracias',
      ].includes(w),
  );
  if (rest.length === 0 || rest.length > 2) return null;
  const q = findQuantity(rest.join(' '));
  if (q === null) return null;
  return rest.every(
    (w) => /^\d+$/.test(w) || w in NUMBER_WORDS || w === 'media' || w === 'docena' || w === 'par',
  )
    ? q
    : null;
}

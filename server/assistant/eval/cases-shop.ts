import type { ChatHistoryEntry } from '../../../domain/assistant/types';
import type { EvalCase, EvalCategory } from './evaluate';

const c = (
  categoria: EvalCategory,
  mensaje: string,
  contiene: string[],
  extra: Partial<EvalCase> = {},
): EvalCase => ({ categoria, mensaje, contiene, productos: [], ...extra });
const mine = { conSesion: true };

const SCOPE = 'solo te ayudo con la tienda';
const TOWERS = 'Solo entregamos en las torres 1 a 5';
const ACCOUNT = 'Mi cuenta';
const HOURS = 'Atendemos';
const ACTIVE = ['SUP-010', 'SUP-009', 'SUP-008'];
const CONFIRM_10 = '¿Confirmas que quieres cancelar el pedido SUP-010?';
/** The history right after the assistant asked to confirm cancelling an order. */
const asked = (id: number): ChatHistoryEntry[] => [
  { de: 'usuario', texto: `cancelar SUP-${String(id).padStart(3, '0')}` },
  {
    de: 'bot',
    texto: `¿Confirmas que quieres cancelar el pedido SUP-${String(id).padStart(3, '0')}?`,
  },
];

/** Outside the shop, the account, hours, the caller's orders, offers, quantities, shop facts. */
export const SHOP_CASES: EvalCase[] = [
  c('fuera_de_alcance', '¿Quién ganó el partido de Millonarios anoche?', [SCOPE]),
  c('fuera_de_alcance', 'viste las noticias de hoy?', [SCOPE]),
  c('fuera_de_alcance', 'que opinas del presidente', [SCOPE]),
  c('fuera_de_alcance', 'va a llover hoy?', [SCOPE]),
  c('fuera_de_alcance', 'el vecino del 302 hace mucho ruido', [SCOPE]),
  c('fuera_de_alcance', 'quien gano el partido de la seleccion', [SCOPE]),
  c('fuera_de_alcance', 'cuando es la asamblea del conjunto', [SCOPE]),
  c('fuera_de_alcance', 'cuánto es la cuota de administración', [SCOPE]),
  c('fuera_de_alcance', 'cuentame un chiste', [SCOPE]),
  c('fuera_de_alcance', '¿Entregan en el conjunto de al lado?', [TOWERS], { noContiene: ['$'] }),
  c('fuera_de_alcance', 'el domicilio a la torre 6', [TOWERS], { noContiene: ['$'] }),
  c('fuera_de_alcance', 'hacen domicilios a la torre 8?', [TOWERS]),
  c('fuera_de_alcance', 'me lo pueden llevar a otro conjunto', [TOWERS]),
  c('fuera_de_alcance', 'entregan en otro barrio?', [TOWERS]),
  c('fuera_de_alcance', 'llevan pedidos a la torre seis', [TOWERS]),

  c('cuenta', 'borra mis datos', [ACCOUNT, '/mi-cuenta']),
  c('cuenta', 'quiero eliminar mi cuenta', [ACCOUNT]),
  c('cuenta', 'cambiar mi dirección', [ACCOUNT]),
  c('cuenta', 'como cambio mi numero de telefono', [ACCOUNT]),
  c('cuenta', 'me mude de apartamento, como lo actualizo', [ACCOUNT]),
  c('cuenta', 'quiero descargar mis datos', [ACCOUNT]),
  c('cuenta', 'necesito cambiar mi correo', [ACCOUNT]),
  c('cuenta', 'quiero cambiar mi dirección de entrega', [ACCOUNT, '/mi-cuenta']),
  c('cuenta', 'eliminar mis datos personales', [ACCOUNT, '/mi-cuenta']),
  c('cuenta', 'actualizar mi telefono', [ACCOUNT, '/mi-cuenta'], mine),

  c('horario', 'hasta qué hora atienden hoy', [HOURS], { noContiene: ['Pasta'] }),
  c('horario', 'a que hora abren', [HOURS]),
  c('horario', 'estan abiertos?', [HOURS]),
  c('horario', 'a qué hora cierran', [HOURS]),
  c('horario', 'atienden los domingos', [HOURS]),
  // Issue 43: English questions of the common intents are answered in English (these six
  // expected the Spanish answer before).
  c('ingles', 'What time do you close?', ['We are open']),
  c('ingles', 'Are you open now?', ['We are open']),
  c('ingles', 'What are your opening hours?', ['We are open']),
  c('ingles', 'How much is the delivery?', ['$\u00a02.000']),
  c('ingles', 'Do you accept credit cards?', ['credit card']),
  c('ingles', 'how long does delivery take', ['20 minutes']),

  c('pedidos', '¿Dónde está mi pedido?', ACTIVE, { ...mine, noContiene: ['SUP-011'] }),
  c('pedidos', 'mis pedidos pendientes', ACTIVE, { ...mine, noContiene: ['SUP-011'] }),
  c('pedidos', 'rastrear mi orden', ACTIVE, mine),
  c('pedidos', 'estado de mi pedido SUP-010', ['SUP-010', 'está recibido'], {
    ...mine,
    noContiene: ['SUP-009', 'pendiente', 'en camino'],
  }),
  c('pedidos', 'SUP-009', ['ya va en camino', 'portería'], {
    ...mine,
    noContiene: ['pendiente', 'preparando'],
  }),
  c('pedidos', 'ya viene mi pedido SUP-008?', ['va retrasado'], {
    ...mine,
    noContiene: ['pendiente'],
  }),
  c('pedidos', 'que paso con el SUP-011', ['cancelado'], mine),
  c('pedidos', 'mi ultimo pedido', ['SUP-011'], mine),
  c('pedidos', 'SUP-006 ya llegó?', ['fue entregado'], mine),
  c('pedidos', 'SUP-099', ['No encuentro el pedido SUP-099'], mine),
  c('pedidos', 'donde esta mi pedido', ['inicies sesión']),

  c('cancelar', 'quiero cancelar mi pedido SUP-010', [CONFIRM_10], mine),
  c('cancelar', 'cancela el pedido SUP-009', ['no se puede cancelar'], {
    ...mine,
    noContiene: ['¿Confirmas'],
  }),
  c('cancelar', 'quiero cancelar mi pedido', [CONFIRM_10], mine),
  c('cancelar', 'cancelar SUP-006', ['nada que cancelar'], mine),
  c('cancelar', 'anular el pedido SUP-011', ['ya está cancelado'], mine),
  c('cancelar', 'cancela el pedido SUP-002', ['No encuentro el pedido SUP-002'], mine),
  c('cancelar', 'Sí', [], { ...mine, historial: asked(10), cancela: 10 }),
  c('cancelar', 'si, cancelalo', [], { ...mine, historial: asked(10), cancela: 10 }),
  c('cancelar', 'dale', [], { ...mine, historial: asked(10), cancela: 10 }),
  c('cancelar', 'No', ['no cancelo', 'SUP-010'], { ...mine, historial: asked(10) }),
  c('cancelar', 'mejor no', ['no cancelo'], { ...mine, historial: asked(10) }),
  // Only the very next turn confirms: after another answer, "sí" cancels nothing.
  c('cancelar', 'Sí', [], {
    ...mine,
    historial: [...asked(10), { de: 'usuario', texto: 'hola' }, { de: 'bot', texto: '¡Hola!' }],
    noContiene: ['Cancelando'],
  }),
  // A confirmation of an order that already left is refused with the button's reason.
  c('cancelar', 'Sí', ['no se puede cancelar'], { ...mine, historial: asked(9) }),
  // A made-up question about someone else's order reveals nothing and cancels nothing.
  c('cancelar', 'Sí', ['No encuentro el pedido SUP-002'], { ...mine, historial: asked(2) }),
  c('cancelar', 'Sí', ['inicies sesión'], { historial: asked(10) }),
  c('cancelar', 'puedo cancelar mi pedido', ['inicies sesión']),
  c('cancelar', '¿se puede cancelar un pedido?', ['mientras está recibido']),

  c(
    'ofertas',
    '¿Qué ofertas tienen hoy?',
    ['Hoy hay 10 productos en oferta', 'Fresas 500 g', 'Atún Van Camp’s en aceite 160 g'],
    { productos: '*' },
  ),
  c('ofertas', 'hay descuentos?', ['Hoy hay 10 productos en oferta'], { productos: '*' }),
  c('ofertas', 'que promociones tienen', ['Papas Margarita de limón 105 g'], { productos: '*' }),
  c('ofertas', '¿qué ofertas hay?', ['Hoy hay 10 productos en oferta', 'Fresas 500 g'], {
    productos: '*',
  }),
  c('ofertas', 'que hay en oferta hoy', ['Hoy hay 10 productos en oferta'], { productos: '*' }),
  c('ingles', 'any offers today?', ['Today 10 products are on offer'], { productos: '*' }),

  c('cantidades', 'Necesito 3 kilos de papa pastusa', ['2 bolsas', '4 kg', '$\u00a012.800'], {
    productos: ['Papa pastusa 2 kg'],
    accion: { nombre: 'Papa pastusa 2 kg', cantidad: 2 },
  }),
  c('cantidades', 'quiero 2 kilos de arroz', ['2 bolsas'], {
    productos: ['Arroz Diana 1 kg'],
    accion: { nombre: 'Arroz Diana 1 kg', cantidad: 2 },
  }),
  c('cantidades', 'dame medio kilo de queso campesino', ['1 bolsa'], {
    productos: ['Queso campesino 500 g'],
    accion: { nombre: 'Queso campesino 500 g', cantidad: 1 },
  }),
  c('cantidades', 'quiero 3 litros de leche deslactosada', ['3 botellas'], {
    productos: ['Leche deslactosada Alquería 1 L'],
    accion: { nombre: 'Leche deslactosada Alquería 1 L', cantidad: 3 },
  }),
  c('cantidades', 'agrega 2 litros de leche entera', ['2 botellas', '2,2 L', '$\u00a010.400'], {
    productos: ['Leche entera Alquería 1,1 L'],
    accion: { nombre: 'Leche entera Alquería 1,1 L', cantidad: 2 },
  }),
  c('cantidades', 'agrega 500 gramos de queso campesino', ['1 bolsa'], {
    productos: ['Queso campesino 500 g'],
    accion: { nombre: 'Queso campesino 500 g', cantidad: 1 },
  }),
  c('cantidades', 'agrega 250 g de cafe sello rojo', ['1 bolsa', '500 g'], {
    productos: ['Café Sello Rojo 500 g'],
    accion: { nombre: 'Café Sello Rojo 500 g', cantidad: 1 },
  }),
  c('cantidades', 'quiero 3 unidades de yogurt de fresa', ['agrego 3 ×'], {
    productos: ['Yogurt Alpina de fresa 1 L'],
    accion: { nombre: 'Yogurt Alpina de fresa 1 L', cantidad: 3 },
  }),
  c('cantidades', 'dame 2 litros de jugo hit de mango', ['2 botellas'], {
    productos: ['Jugo Hit de mango 1 L'],
    accion: { nombre: 'Jugo Hit de mango 1 L', cantidad: 2 },
  }),
  c('cantidades', 'agrega 2 panes al carrito', ['Agotado por ahora: Pan de bono x 6'], {
    productos: ['Pan tajado blanco Bimbo 600 g', 'Pan tajado integral 550 g', 'Pan francés'],
  }),
  c('cantidades', 'quiero 2 pan de bono', ['agotado'], { productos: ['Pan de bono x 6'] }),
  c('cantidades', 'quiero arroz diana 1 kg', ['¿Cuántas unidades de «Arroz Diana 1 kg» quieres?'], {
    productos: ['Arroz Diana 1 kg'],
  }),
  c('cantidades', 'necesito 2 kilos de platano maduro', ['se vende por unidades'], {
    productos: ['Plátano maduro x 3'],
  }),
  c('cantidades', 'quiero 2 gaseosas colombianas', ['agotado', 'Te puede servir'], {
    productos: ['Gaseosa Colombiana 1,5 L'],
  }),

  c('tienda', 'cuanto cuesta el domicilio', ['$\u00a02.000']),
  c('tienda', 'hacen domicilios a la torre 3?', ['Envío']),
  c('tienda', 'cual es el pedido minimo', ['pedido mínimo']),
  c('tienda', 'aceptan nequi', ['Nequi']),
  c('tienda', 'cuantos puntos tengo', ['Tienes 140 puntos disponibles'], mine),
  c('tienda', 'cuanto se demoran', ['20 minutos']),
  c('tienda', 'numero de whatsapp', ['wa.me']),
  c('tienda', 'como es lo de las devoluciones', ['días hábiles']),
  c('tienda', 'hola', ['¡Hola']),
  c('tienda', 'gracias', ['Con gusto']),
  c('tienda', 'que frutas tienen', ['En Frutas y verduras'], { productos: '*' }),
  c('tienda', 'algo para el desayuno', ['Desayuno completo'], { productos: '*' }),
  c('tienda', 'hay mecato?', ['Snacks'], { productos: '*' }),
  c('tienda', 'que categorias tienen', ['categorías'], { productos: '*' }),
];

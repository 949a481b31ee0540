import { describe, expect, it } from 'vitest';
import { indexCatalog, sizeWords } from './catalog-match';
import { FIXTURE_PACKAGES, FIXTURE_PRODUCTS } from './fixtures';
import { detectIntents, findQuantity, type Intent } from './intents';
import { normalize, splitQuestions } from './normalize';
import { searchProducts } from './product-search';

const index = indexCatalog(FIXTURE_PRODUCTS, FIXTURE_PACKAGES);

/** [what a resident writes, intent expected in one of its parts, name the product match must include]. */
const ROWS: Array<[string, Intent | null, string?]> = [
  ['hola', 'saludo'],
  ['Holaaa buenas', 'saludo'],
  ['buenos días', 'saludo'],
  ['buenas noches veci', 'saludo'],
  ['quiubo', 'saludo'],
  ['gracias!!', 'gracias'],
  ['muchas gracias muy amable', 'gracias'],
  ['mil gracias', 'gracias'],
  ['grax', 'gracias'],
  ['a q hora abren', 'horario'],
  ['A qué hora cierran?', 'horario'],
  ['estan abiertos?', 'horario'],
  ['atienden los domingos', 'horario'],
  ['cual es el horario', 'horario'],
  ['hasta q hora atienden hoy', 'horario'],
  ['ya abrieron? q horario manejan', 'horario'],
  ['cuanto se demoran en traer el pedido', 'tiempo_entrega'],
  ['en cuanto tiempo llega', 'tiempo_entrega'],
  ['es verdad q llega en 20 minutos', 'tiempo_entrega'],
  ['que tan rapido entregan', 'tiempo_entrega'],
  ['cuanto tardan', 'tiempo_entrega'],
  ['cuanto cuesta el domicilio', 'envio'],
  ['cobran envio?', 'envio'],
  ['el envio es gratis?', 'envio'],
  ['cuanto vale el domicilio xfa', 'envio'],
  ['hacen domicilios a la torre 3?', 'envio'],
  ['cual es el pedido minimo', 'minimo'],
  ['hay monto minimo para pagar con nequi', 'minimo'],
  ['cuál es la compra mínima', 'minimo'],
  ['como puedo pagar', 'pagos'],
  ['aceptan nequi?', 'pagos'],
  ['reciben tarjeta de credito', 'pagos'],
  ['se puede pagar en efectivo', 'pagos'],
  ['tienen daviplata', 'pagos'],
  ['pagan con pse?', 'pagos'],
  ['metodos de pago', 'pagos'],
  ['cuantos puntos tengo', 'puntos'],
  ['como funcionan los puntos', 'puntos'],
  ['q nivel soy', 'puntos'],
  ['como llego a oro', 'puntos'],
  ['quiero canjear mis puntos', 'puntos'],
  ['que es el nivel plata', 'puntos'],
  ['como redimir puntos', 'puntos'],
  ['numero de whatsapp', 'contacto'],
  ['quiero hablar con un asesor', 'contacto'],
  ['hablar con una persona xfa', 'contacto'],
  ['me pasan el wsp', 'contacto'],
  ['tienen telefono de contacto', 'contacto'],
  ['como me comunico con alguien', 'contacto'],
  ['como es lo de las devoluciones', 'reembolso'],
  ['me devuelven la plata si llega mal', 'reembolso'],
  ['quiero un reembolso', 'reembolso'],
  ['puedo cancelar mi pedido', 'reembolso'],
  ['política de devolución', 'reembolso'],
  ['donde esta mi pedido', 'pedido'],
  ['Dónde está mi pedido?', 'pedido'],
  ['estado de mi pedido', 'pedido'],
  ['SUP-012', 'pedido'],
  ['sup-7 ya salio?', 'pedido'],
  ['que paso con el SUP-003', 'pedido'],
  ['mi ultimo pedido', 'pedido'],
  ['mi último pedido ya llegó?', 'pedido'],
  ['rastrear mi orden', 'pedido'],
  ['mi domicilio no ha llegado', 'pedido'],
  ['mis pedidos', 'pedido'],
  ['#SUP-045 por favor', 'pedido'],
  ['el pedido llego incompleto', 'soporte'],
  ['me llego un producto dañado', 'soporte'],
  ['me cobraron doble', 'soporte'],
  ['los huevos llegaron rotos', 'soporte'],
  ['la leche estaba vencida', 'soporte'],
  ['tengo un problema con una compra', 'soporte'],
  ['quiero poner una queja', 'soporte'],
  ['no me llego nada', 'soporte'],
  ['faltaron productos', 'soporte'],
  ['me mandaron algo equivocado', 'soporte'],
  ['cuanto vale la leche', 'precio', 'Leche entera Alquería 1,1 L'],
  ['cuánto cuesta la leche deslactosada', 'precio', 'Leche deslactosada Alquería 1 L'],
  ['a como el arroz', 'precio', 'Arroz Diana 1 kg'],
  ['precio del yogur', 'precio', 'Yogurt Alpina de fresa 1 L'],
  ['q precio tiene el yogurt', 'precio', 'Yogurt Alpina de fresa 1 L'],
  ['cuanto vale el kumis', 'precio', 'Kumis Alpina 1 L'],
  ['cuanto cuesta el quezo campesino', 'precio', 'Queso campesino 500 g'],
  ['valor de la mantequilla', 'precio', 'Mantequilla Alpina 125 g'],
  ['cuanto vale el jugo hit', 'precio', 'Jugo Hit de mango 1 L'],
  ['cuanto vale la coca cola', 'precio', 'Gaseosa Coca-Cola 1,5 L'],
  ['cuanto cuesta la cocacola', 'precio', 'Gaseosa Coca-Cola 1,5 L'],
  ['precio del agua cristal', 'precio', 'Agua Cristal 600 ml'],
  ['cuanto vale el pan tajado', 'precio', 'Pan tajado blanco Bimbo 600 g'],
  ['a como las arepas', 'precio', 'Arepas de maíz blanco x 5'],
  ['cuanto valen las almojabanas', 'precio', 'Almojábanas x 6'],
  ['cuanto cuesta el pan de bono', 'precio', 'Pan de bono x 6'],
  ['precio de la pechuga', 'precio', 'Pechuga de pollo 1 kg'],
  ['cuanto vale el pollo', 'precio', 'Pechuga de pollo 1 kg'],
  ['cuanto vale la carne molida', 'precio', 'Carne molida de res 500 g'],
  ['a como el chorizo', 'precio', 'Chorizo santarrosano x 5'],
  ['precio del detergente', 'precio', 'Detergente en polvo Fab 1 kg'],
  ['cuanto vale el papel higienico', 'precio', 'Papel higiénico Familia x 12'],
  ['cuanto cuesta el lavaplatos', 'precio', 'Lavaloza Axion 450 g'],
  ['cuanto vale la crema de dientes', 'precio', 'Crema dental Colgate 100 ml'],
  ['a como el frijol', 'precio', 'Frijol cargamanto 500 g'],
  ['cuanto valen los frisoles', 'precio', 'Frijol cargamanto 500 g'],
  ['cuanto vale el cafe', 'precio', 'Café Sello Rojo 500 g'],
  ['a como el tinto', 'precio', 'Café Sello Rojo 500 g'],
  ['cuanto cuesta el chocolate corona', 'precio', 'Chocolate Corona 500 g'],
  ['cuanto valen los huevos', 'precio', 'Huevos AA x 30'],
  ['cuanto vale la panela', 'precio', 'Panela x 2 (1 kg)'],
  ['precio de la sal', 'precio', 'Sal Refisal 1 kg'],
  ['cuanto vale la papa pastusa', 'precio', 'Papa pastusa 2 kg'],
  ['a como el platano maduro', 'precio', 'Plátano maduro x 3'],
  ['cuanto vale el aguacate', 'precio', 'Aguacate Hass x 3'],
  ['cuanto vale el guineo', 'precio', 'Banano criollo 1 kg'],
  ['a como el limon', 'precio', 'Limón Tahití 1 kg'],
  ['cuanto cuestan las papas margarita', 'precio', 'Papas Margarita natural 105 g'],
  ['cuanto vale un chocoramo', 'precio', 'Chocorramo'],
  ['cuanto vale el detodito', 'precio', 'Detodito mix 165 g'],
  ['cuanto vale el mani', 'precio', 'Maní salado 180 g'],
  ['a como las gomitas', 'precio', 'Gomitas Trululú 90 g'],
  ['cuanto vale el desayuno completo', 'precio', 'Desayuno completo'],
  ['cuanto vale el kit de aseo', 'precio', 'Kit de aseo'],
  ['tienen leche?', 'stock', 'Leche entera Alquería 1,1 L'],
  ['hay huevos', 'stock', 'Huevos AA x 12'],
  ['tienen tinto', 'stock', 'Café Sello Rojo 500 g'],
  ['hay gaseosa colombiana?', 'stock', 'Gaseosa Colombiana 1,5 L'],
  ['venden aguacate', 'stock', 'Aguacate Hass x 3'],
  ['quedan fresas?', 'stock', 'Fresas 500 g'],
  ['tienen soda', 'stock', 'Gaseosa Coca-Cola 1,5 L'],
  ['hay pan de bono', 'stock', 'Pan de bono x 6'],
  ['manejan detergente fab', 'stock', 'Detergente en polvo Fab 1 kg'],
  ['tendran mantequilla', 'stock', 'Mantequilla Alpina 125 g'],
  ['hay arros', 'stock', 'Arroz Diana 1 kg'],
  ['tienen chorizo santarosano', 'stock', 'Chorizo santarrosano x 5'],
  ['hay limones', 'stock', 'Limón Tahití 1 kg'],
  ['quiero 2 leches', 'comprar', 'Leche entera Alquería 1,1 L'],
  ['necesito arroz', 'comprar', 'Arroz Diana 1 kg'],
  ['agregame 3 huevos aa x 30', 'comprar', 'Huevos AA x 30'],
  ['me mandas una coca cola', 'comprar', 'Gaseosa Coca-Cola 1,5 L'],
  ['mandame pan tajado xfa', 'comprar', 'Pan tajado blanco Bimbo 600 g'],
  ['kiero aguakate', 'comprar', 'Aguacate Hass x 3'],
  ['ponme 2 kumis', 'comprar', 'Kumis Alpina 1 L'],
  ['quiero el desayuno completo', 'comprar', 'Desayuno completo'],
  ['necesito papel higienico', 'comprar', 'Papel higiénico Familia x 12'],
  ['dame una pechuga', 'comprar', 'Pechuga de pollo 1 kg'],
  ['quisiera 4 chocorramos', 'comprar', 'Chocorramo'],
  ['agrega el kit de aseo', 'comprar', 'Kit de aseo'],
  ['regalame un detodito', 'comprar', 'Detodito mix 165 g'],
  ['me traes 2 jugos hit', 'comprar', 'Jugo Hit de mango 1 L'],
  ['quiero panela', 'comprar', 'Panela x 2 (1 kg)'],
  ['necesito cafe sello rojo', 'comprar', 'Café Sello Rojo 500 g'],
  ['que frutas tienen', 'categorias'],
  ['que categorias tienen', 'categorias'],
  ['que venden', 'categorias'],
  ['que ofertas hay', 'ofertas'],
  ['tienen descuentos?', 'ofertas'],
  ['que promociones tienen hoy', 'ofertas'],
  ['algo para el desayuno', 'sugerencia'],
  ['que me recomiendas para las onces', 'sugerencia'],
  ['recomiendame algo para un asado', 'sugerencia'],
  ['sugerencia para la noche de pelicula', 'sugerencia'],
  ['a q hora abren y cuanto cuesta el domicilio?', 'envio'],
  ['hola! tienen leche? y a como el pan tajado', 'precio', 'Pan tajado blanco Bimbo 600 g'],
];

function understand(message: string) {
  const parts = splitQuestions(message);
  const intents = new Set(parts.flatMap(detectIntents));
  const names = parts.flatMap((p) => {
    const found = searchProducts(index, p, sizeWords(p));
    return found.kind === 'found' ? found.matches.map((m) => m.nombre) : [];
  });
  return { intents, names };
}

describe('intent recognition and product matching', () => {
  it('has at least 150 resident messages', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(ROWS)('reads %j', (message, intent, entity) => {
    const { intents, names } = understand(message);
    if (intent) expect([...intents]).toContain(intent);
    if (entity) expect(names).toContain(entity);
  });
});

describe('normalize', () => {
  it.each([
    ['¿Cuánto VALE el Café?', 'cuanto vale el cafe'],
    ['q hay xfa', 'que hay por favor'],
    ['Holaaaa', 'hola'],
    ['pedido SUP - 012', 'pedido sup-012'],
    // Issue 43: ñ is a letter of its own, so "pañales" is never echoed as "panales".
    ['ñame', 'ñame'],
    ['PAÑALES', 'pañales'],
  ])('turns %j into %j', (input, expected) => {
    expect(normalize(input)).toBe(expected);
  });

  it('splits several questions in one message', () => {
    expect(splitQuestions('¿A qué hora abren? ¿Cuánto cuesta el envío?')).toEqual([
      'a que hora abren',
      'cuanto cuesta el envio',
    ]);
    expect(splitQuestions('a q hora abren y cuanto cuesta el domicilio')).toHaveLength(2);
    expect(splitQuestions('quiero pan y leche')).toEqual(['quiero pan y leche']);
  });
});

describe('findQuantity', () => {
  it.each([
    ['quiero 2 leches', 2],
    ['quiero dos leches', 2],
    ['media docena de huevos', 6],
    ['una docena', 12],
    ['quiero leche entera 1 1 l', null],
    ['huevos x 30', null],
    ['3', 3],
    ['quiero arroz', null],
  ])('reads %j as %j', (text, expected) => {
    expect(findQuantity(normalize(text))).toBe(expected);
  });
});

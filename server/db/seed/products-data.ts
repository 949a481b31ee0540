/** A catalogue entry of the demo seed; `codigo` comes from the position (SC-0001 onward). */
export interface SeedProduct {
  nombre: string;
  categoria: SeedCategory;
  precio: number;
  costo: number | null;
  stock: number;
  descripcion: string;
  nutricional?: string;
  descuento?: { porcentaje: number; badge: string };
}

export const SEED_CATEGORIES = [
  'Lácteos y bebidas',
  'Panadería',
  'Carnes',
  'Aseo',
  'Despensa',
  'Frutas y verduras',
  'Snacks',
] as const;
export type SeedCategory = (typeof SEED_CATEGORIES)[number];

const L = 'Lácteos y bebidas';
const P = 'Panadería';
const C = 'Carnes';
const A = 'Aseo';
const D = 'Despensa';
const F = 'Frutas y verduras';
const S = 'Snacks';

type Row = [
  nombre: string,
  categoria: SeedCategory,
  precio: number,
  costo: number | null,
  stock: number,
  descripcion: string,
  extra?: Pick<SeedProduct, 'nutricional' | 'descuento'>,
];

// Prices in COP as a Bogotá tienda de barrio charges them in 2026. Order matters: codes follow it.
// prettier-ignore
const ROWS: Row[] = [
  ['Leche entera Alquería 1,1 L', L, 5_200, 4_300, 48, 'Leche entera pasteurizada en bolsa, ideal para el desayuno y el café con leche.', { nutricional: 'Porción 200 ml: 122 kcal, proteína 6 g, grasa 6 g, carbohidratos 9 g, calcio 25 % VD.' }],
  ['Leche deslactosada Alquería 1 L', L, 5_900, 4_800, 30, 'Leche deslactosada semidescremada, fácil de digerir y con todo el sabor.', { nutricional: 'Porción 200 ml: 90 kcal, proteína 6 g, grasa 3 g, carbohidratos 9 g.' }],
  ['Yogurt Alpina de fresa 1 L', L, 11_900, 9_300, 14, 'Yogurt batido con trozos de fresa, perfecto con cereal o granola.', { nutricional: 'Porción 200 g: 180 kcal, proteína 6 g, azúcares 26 g.', descuento: { porcentaje: 15, badge: 'Oferta especial' } }],
  ['Kumis Alpina 1 L', L, 9_800, 7_700, 10, 'Kumis tradicional, cremoso y suave, para acompañar el pan o la almojábana.', { nutricional: 'Porción 200 g: 170 kcal, proteína 6 g, azúcares 24 g.' }],
  ['Queso campesino 500 g', L, 12_500, 9_600, 12, 'Queso fresco campesino, semigraso, para arepas, chocolate y ensaladas.', { nutricional: 'Porción 30 g: 80 kcal, proteína 6 g, grasa 6 g, sodio 180 mg.' }],
  ['Mantequilla Alpina 125 g', L, 6_400, 5_100, 3, 'Mantequilla con sal en barra, para untar y cocinar.'],
  ['Avena Alpina original 1 L', L, 8_900, 7_000, 9, 'Bebida de avena lista para tomar, fría o al clima, con canela.'],
  ['Jugo Hit de mango 1 L', L, 4_900, 3_700, 40, 'Bebida de fruta sabor mango, refrescante para el almuerzo.', { descuento: { porcentaje: 10, badge: 'Precio especial' } }],
  ['Gaseosa Coca-Cola 1,5 L', L, 6_900, 5_400, 36, 'Gaseosa sabor original en botella familiar de 1,5 litros.'],
  ['Gaseosa Colombiana 1,5 L', L, 5_900, 4_600, 0, 'La gaseosa de sabor a kola, en botella familiar para compartir.'],
  ['Pony Malta 1 L', L, 4_800, 3_700, 0, 'Bebida de malta nutritiva y refrescante en botella de un litro.'],
  ['Agua Cristal 600 ml', L, 2_200, 1_300, 60, 'Agua potable tratada, sin gas, en botella personal.'],
  ['Pan tajado blanco Bimbo 600 g', P, 7_900, 6_200, 15, 'Pan blanco tajado, suave y esponjoso, para sánduches y tostadas.'],
  ['Pan tajado integral 550 g', P, 8_900, 7_000, 8, 'Pan integral tajado con fibra de trigo, para un desayuno más completo.'],
  ['Arepas de maíz blanco x 5', P, 4_500, 3_100, 25, 'Arepas delgadas de maíz blanco, listas para asar en sartén o parrilla.'],
  ['Arepas de choclo x 5', P, 6_900, 5_100, 4, 'Arepas dulces de maíz tierno, deliciosas con queso y mantequilla.'],
  ['Pan francés', P, 3_500, null, 12, 'Baguette de corteza crocante horneada en la mañana.'],
  ['Mogolla integral x 6', P, 5_200, 3_400, 10, 'Mogollas integrales con salvado, suaves por dentro.'],
  ['Pan de bono x 6', P, 9_000, 6_300, 0, 'Pan de bono de yuca y queso, horneado del día.'],
  ['Almojábanas x 6', P, 9_500, 6_600, 7, 'Almojábanas de cuajada, tiernas y recién horneadas, para las onces.', { descuento: { porcentaje: 20, badge: 'Oferta del día' } }],
  ['Croissant de mantequilla x 4', P, 8_400, 5_900, 6, 'Croissants hojaldrados de mantequilla, dorados y crujientes.'],
  ['Pechuga de pollo 1 kg', C, 18_900, 14_800, 10, 'Pechuga de pollo fresca con hueso, limpia y lista para preparar.'],
  ['Muslos de pollo 1 kg', C, 13_900, 10_600, 2, 'Contramuslos y muslos de pollo frescos, jugosos para el horno o el sudado.'],
  ['Carne molida de res 500 g', C, 15_900, 12_700, 8, 'Carne de res molida, magra, para albóndigas, lasaña o arepas rellenas.'],
  ['Chatas de res 500 g', C, 24_900, 19_800, 5, 'Corte de chata de res, tierno y jugoso, ideal para asar.'],
  ['Costilla de cerdo 1 kg', C, 21_900, 17_200, 0, 'Costilla de cerdo fresca, perfecta para el horno o la parrilla.'],
  ['Chorizo santarrosano x 5', C, 12_900, 9_800, 14, 'Chorizo tradicional de Santa Rosa de Cabal, ahumado y especiado.', { descuento: { porcentaje: 15, badge: 'Oferta especial' } }],
  ['Salchicha ranchera Zenú 230 g', C, 8_900, 7_000, 20, 'Salchichas rancheras ahumadas, listas para el perro caliente.'],
  ['Jamón de cerdo 250 g', C, 8_500, 6_700, 11, 'Jamón de cerdo tajado, para sánduches y desayunos rápidos.'],
  ['Tocineta ahumada 250 g', C, 11_900, 9_400, 9, 'Tocineta ahumada en tajadas, crocante en sartén.'],
  ['Filete de tilapia 500 g', C, 17_500, 15_200, 6, 'Filetes de tilapia roja sin espinas, congelados individualmente.'],
  ['Jabón en barra Rey x 3', A, 7_900, 6_100, 18, 'Jabón azul en barra para lavar ropa a mano, rinde mucho.'],
  ['Detergente en polvo Fab 1 kg', A, 14_900, 11_900, 12, 'Detergente en polvo con aroma floral para lavadora y a mano.', { descuento: { porcentaje: 10, badge: 'Precio especial' } }],
  ['Papel higiénico Familia x 12', A, 24_900, 22_900, 10, 'Papel higiénico doble hoja, suave y resistente, paquete de 12 rollos.'],
  ['Lavaloza Axion 450 g', A, 7_800, 6_000, 16, 'Lavaloza en crema con limón que arranca la grasa.'],
  ['Limpiador Fabuloso lavanda 1 L', A, 8_900, 6_800, 3, 'Limpiador multiusos para pisos y superficies, aroma lavanda.'],
  ['Blanqueador Límpido 1 L', A, 4_900, 3_600, 22, 'Blanqueador desinfectante para ropa blanca, baños y cocina.'],
  ['Crema dental Colgate 100 ml', A, 6_900, 5_300, 15, 'Crema dental con flúor para la protección diaria contra la caries.'],
  ['Shampoo Sedal 340 ml', A, 15_900, 12_100, 0, 'Shampoo para el cuidado diario del cabello.'],
  ['Bolsas de basura x 10', A, 4_500, 2_700, 20, 'Bolsas negras para basura, tamaño mediano, resistentes.'],
  ['Suavizante Suavitel 1 L', A, 10_900, 8_400, 9, 'Suavizante de ropa con aroma duradero.'],
  ['Arroz Diana 1 kg', D, 5_200, 4_300, 40, 'Arroz blanco de grano largo que queda suelto y rinde en la olla.'],
  ['Frijol cargamanto 500 g', D, 8_900, 6_900, 12, 'Frijol cargamanto rojo seleccionado, para unos buenos frijoles antioqueños.'],
  ['Lenteja 500 g', D, 4_200, 3_100, 18, 'Lenteja seleccionada de cocción rápida, fuente de proteína y hierro.'],
  ['Aceite de girasol 1 L', D, 12_900, 10_300, 14, 'Aceite vegetal de girasol para freír y cocinar.'],
  ['Azúcar Manuelita 1 kg', D, 5_200, 4_300, 25, 'Azúcar blanca refinada para el tinto, los jugos y la repostería.'],
  ['Panela x 2 (1 kg)', D, 6_500, 4_600, 16, 'Panela en bloque de caña, para el agua de panela y los postres.'],
  ['Café Sello Rojo 500 g', D, 19_900, 15_900, 12, 'Café tostado y molido, el tinto de todos los días.', { descuento: { porcentaje: 12, badge: 'Oferta especial' } }],
  ['Chocolate Corona 500 g', D, 14_900, 11_700, 10, 'Chocolate de mesa con canela, para un chocolate santafereño.'],
  ['Huevos AA x 30', D, 21_900, 17_900, 8, 'Bandeja de 30 huevos rojos tipo AA, frescos de granja.'],
  ['Huevos AA x 12', D, 9_500, 7_600, 2, 'Docena de huevos rojos tipo AA, frescos de granja.'],
  ['Pasta spaghetti Doria 500 g', D, 4_300, 3_200, 30, 'Pasta larga de trigo durum, lista en 10 minutos.'],
  ['Atún Van Camp’s en aceite 160 g', D, 7_900, 6_300, 24, 'Lomitos de atún en aceite, prácticos para ensaladas y arroces.', { descuento: { porcentaje: 20, badge: 'Super precio' } }],
  ['Sal Refisal 1 kg', D, 2_800, 2_100, 30, 'Sal refinada yodada y fluorada para la cocina.'],
  ['Bocadillo veleño x 20', D, 6_800, 4_900, 10, 'Bocadillos de guayaba en hoja de bijao, dulce tradicional de Vélez.'],
  ['Avena en hojuelas Quaker 500 g', D, 6_200, 4_700, 14, 'Hojuelas de avena para coladas, batidos y galletas.'],
  ['Harina de maíz P.A.N. 1 kg', D, 5_400, 4_500, 20, 'Harina de maíz blanco precocida para arepas en minutos.'],
  ['Papa pastusa 2 kg', F, 6_400, 4_400, 20, 'Papa pastusa seleccionada, ideal para el ajiaco, fritas o en sopa.'],
  ['Plátano maduro x 3', F, 3_900, 2_500, 15, 'Plátanos maduros para tajadas, patacón dulce o al horno con queso.'],
  ['Plátano verde x 3', F, 3_600, 2_300, 12, 'Plátanos verdes para patacones y sancocho.'],
  ['Aguacate Hass x 3', F, 8_900, 6_300, 9, 'Aguacates Hass en su punto, cremosos, para acompañar cualquier plato.', { descuento: { porcentaje: 15, badge: 'Oferta especial' } }],
  ['Tomate chonto 1 kg', F, 5_200, 3_600, 14, 'Tomate chonto fresco para guisos, hogao y ensaladas.'],
  ['Cebolla cabezona blanca 1 kg', F, 4_600, 3_200, 11, 'Cebolla cabezona blanca, base de todo buen hogao.'],
  ['Banano criollo 1 kg', F, 3_800, 2_500, 18, 'Banano maduro y dulce, para la lonchera o el batido.'],
  ['Limón Tahití 1 kg', F, 5_900, null, 1, 'Limones jugosos para limonada, ensaladas y el ceviche.'],
  ['Mandarina 1 kg', F, 6_400, null, 10, 'Mandarinas dulces y fáciles de pelar.'],
  ['Fresas 500 g', F, 7_900, 5_600, 5, 'Fresas frescas de la sabana, para postres y jugos.', { descuento: { porcentaje: 25, badge: 'Descuento de la semana' } }],
  ['Cilantro (manojo)', F, 1_500, null, 20, 'Manojo de cilantro fresco para el caldo y el ajiaco.'],
  ['Papas Margarita natural 105 g', S, 5_600, 4_300, 25, 'Papas fritas en hojuelas, clásicas y crocantes.', { nutricional: 'Porción 30 g: 160 kcal, grasa 10 g, sodio 150 mg.' }],
  ['Papas Margarita de limón 105 g', S, 5_600, 4_300, 18, 'Papas fritas con el toque ácido del limón.', { descuento: { porcentaje: 10, badge: 'Lleva más, paga menos' } }],
  ['Chocorramo', S, 3_200, 2_400, 30, 'El ponqué cubierto de chocolate de toda la vida.', { nutricional: 'Porción 65 g: 270 kcal, grasa 13 g, azúcares 22 g.' }],
  ['Detodito mix 165 g', S, 7_900, 6_100, 12, 'Mezcla de pasabocas: papas, chicharrón, maní y más.'],
  ['Galletas Festival x 12', S, 6_900, 5_300, 15, 'Galletas rellenas de vainilla y chocolate, para la lonchera.'],
  ['Chocolatina Jet x 12', S, 10_900, 8_600, 3, 'Chocolatinas de leche con la lámina coleccionable.'],
  ['Maní salado 180 g', S, 6_900, 5_200, 10, 'Maní tostado y salado, el pasabocas para el partido.'],
  ['Gomitas Trululú 90 g', S, 3_500, 2_600, 20, 'Gomitas surtidas de frutas, suaves y de colores.'],
  ['Bon Bon Bum x 24', S, 12_900, 10_100, 6, 'Bolsa de 24 chupetas con centro de chicle, sabores surtidos.'],
  ['Galletas Saltín Noel x 3 tacos', S, 5_900, 4_600, 14, 'Galletas de soda crocantes, para el tinto o con queso.'],
];

export const SEED_PRODUCTS: SeedProduct[] = ROWS.map(
  ([nombre, categoria, precio, costo, stock, descripcion, extra]) => ({
    nombre,
    categoria,
    precio,
    costo,
    stock,
    descripcion,
    ...extra,
  }),
);

/** 'SC-0001' for the first product. */
export function seedProductCode(index: number): string {
  return `SC-${String(index + 1).padStart(4, '0')}`;
}

export function seedProductImage(index: number): string {
  return `/img/productos/${seedProductCode(index).toLowerCase()}.svg`;
}

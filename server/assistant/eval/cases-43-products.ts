import type { EvalCase, EvalCategory } from './evaluate';

/**
 * Issue 43, product questions as residents write them: each idea in three wordings (typos, other
 * words, English). Written before the engine changed; `npm run eval:chat` prints the score.
 */
const three = (
  categoria: EvalCategory,
  mensajes: [string, string, string],
  expected: Partial<EvalCase>,
): EvalCase[] => mensajes.map((mensaje) => ({ categoria, mensaje, productos: [], ...expected }));

const MILKS = ['Leche entera Alquería 1,1 L', 'Leche deslactosada Alquería 1 L'];
const EGGS = ['Huevos AA x 30', 'Huevos AA x 12'];
const CLOSEST = ['Lo más parecido', 'Como alternativa tenemos'];

export const ISSUE43_PRODUCT_CASES: EvalCase[] = [
  // Typos: the catalogue's own word wins over "No tenemos".
  ...three('errata', ['cuanto vale la lehce', 'tienen lehce?', 'hay lechee'], {
    productos: MILKS,
    noContiene: ['No tenemos'],
  }),
  ...three('errata', ['tienen cocacola', 'cuanto vale la cocacola', 'hay coca-cola?'], {
    productos: ['Gaseosa Coca-Cola 1,5 L'],
  }),
  ...three('errata', ['hay mantequila', 'cuanto cuesta la mantekilla', 'tienen mantequiya'], {
    productos: ['Mantequilla Alpina 125 g'],
    noContiene: ['No tenemos'],
  }),
  ...three(
    'errata',
    ['cuanto vale el detergete', 'tienen detergnte fab', 'precio del deterjente'],
    {
      productos: ['Detergente en polvo Fab 1 kg'],
      noContiene: ['No tenemos'],
    },
  ),
  ...three(
    'errata',
    ['tienen papel igienico', 'cuanto vale el papel hijienico', 'papel higenico familia'],
    {
      productos: ['Papel higiénico Familia x 12'],
      noContiene: ['No tenemos'],
    },
  ),
  ...three('errata', ['hay aguacte', 'cuanto vale el ahuacate', 'precio del aguacat'], {
    productos: ['Aguacate Hass x 3'],
    noContiene: ['No tenemos'],
  }),
  ...three('errata', ['tienen almojavanas', 'cuanto valen las almojbanas', 'hay almojabana'], {
    productos: ['Almojábanas x 6'],
    noContiene: ['No tenemos'],
  }),
  ...three('errata', ['hay tosineta', 'cuanto vale la tocinetta', 'tienen tocinata'], {
    productos: ['Tocineta ahumada 250 g'],
    noContiene: ['No tenemos'],
  }),
  ...three('errata', ['tienen espagueti', 'cuanto vale el spagueti', 'hay espaguetis doria'], {
    productos: ['Pasta spaghetti Doria 500 g'],
    noContiene: ['No tenemos'],
  }),
  ...three('errata', ['tienen suavisante', 'cuanto vale el suabizante', 'precio del suavitell'], {
    productos: ['Suavizante Suavitel 1 L'],
    noContiene: ['No tenemos'],
  }),

  // Other words and regional names for what the shop sells.
  ...three(
    'sinonimo',
    [
      'tienen algo para el guayabo',
      'que me recomiendas para el guayabo',
      'estoy enguayabado, que tienen',
    ],
    { productos: '*', contiene: ['Agua Cristal 600 ml'], noContiene: ['No tenemos'] },
  ),
  ...three('sinonimo', ['tienen cambur', 'cuanto vale el guineo', 'hay bananos'], {
    productos: ['Banano criollo 1 kg'],
    noContiene: ['No tenemos'],
  }),
  ...three('sinonimo', ['tienen porotos', 'hay caraotas', 'cuanto valen los frisoles'], {
    productos: ['Frijol cargamanto 500 g'],
    noContiene: ['No tenemos'],
  }),
  ...three(
    'sinonimo',
    ['tienen pasta de dientes', 'hay crema de dientes', 'cuanto vale el dentifrico'],
    {
      productos: ['Crema dental Colgate 100 ml'],
      noContiene: ['No tenemos'],
    },
  ),
  ...three('sinonimo', ['hay lejia', 'tienen clorox', 'cuanto vale la lavandina'], {
    productos: ['Blanqueador Límpido 1 L'],
    noContiene: ['No tenemos'],
  }),
  ...three(
    'sinonimo',
    ['tienen papel de baño', 'hay papel toilet', 'cuanto vale el papel sanitario'],
    {
      productos: ['Papel higiénico Familia x 12'],
      noContiene: ['No tenemos'],
    },
  ),
  ...three(
    'sinonimo',
    ['tienen jabon para platos', 'hay lavavajillas', 'cuanto vale el lavaplatos'],
    {
      productos: ['Lavaloza Axion 450 g'],
      noContiene: ['No tenemos'],
    },
  ),

  // ñ: the word is kept as written, never "panales".
  ...three(
    'enie',
    ['hay pañales?', 'tienen pañales desechables', 'necesito pañales para el bebé'],
    {
      contiene: ['No tenemos', 'pañales'],
      noContiene: ['panales'],
    },
  ),
  ...three('enie', ['tienen piña', 'cuanto vale la piña', 'hay piña oro miel'], {
    contiene: ['No tenemos', 'piña'],
    noContiene: ['"pina'],
    unoDe: CLOSEST,
  }),
  ...three(
    'enie',
    [
      'cuanto vale el paquete onces santafereñas',
      'tienen onces santafereñas',
      'precio de las onces santafereñas',
    ],
    { productos: ['Onces santafereñas'], noContiene: ['No tenemos'] },
  ),
  ...three(
    'enie',
    ['tienen panela de caña', 'hay panela de cana', 'cuanto vale la panela de caña'],
    {
      productos: ['Panela x 2 (1 kg)'],
      noContiene: ['No tenemos'],
    },
  ),

  // Quantities in words, mapped to the packs sold.
  ...three(
    'cantidad_palabras',
    [
      'cuanto cuestan 3 docenas de huevos',
      'precio de tres docenas de huevos',
      'cuanto valen 36 huevos',
    ],
    { productos: EGGS, contiene: ['36 huevos', 'Huevos AA x 30'] },
  ),
  ...three(
    'cantidad_palabras',
    ['quiero una docena de huevos', 'dame 12 huevos', 'agrega una docena de huevos'],
    { productos: ['Huevos AA x 12'], accion: { nombre: 'Huevos AA x 12', cantidad: 1 } },
  ),
  ...three(
    'cantidad_palabras',
    ['quiero media docena de huevos', 'dame media docena de huevos', 'necesito 6 huevos'],
    { productos: ['Huevos AA x 12'], accion: { nombre: 'Huevos AA x 12', cantidad: 1 } },
  ),
  ...three(
    'cantidad_palabras',
    [
      'quiero una libra de queso campesino',
      'dame una libra de queso',
      'agrega 1 libra de queso campesino',
    ],
    {
      productos: ['Queso campesino 500 g'],
      accion: { nombre: 'Queso campesino 500 g', cantidad: 1 },
    },
  ),
  ...three(
    'cantidad_palabras',
    [
      'quiero dos libras de carne molida',
      'dame 2 libras de carne molida',
      'agrega un kilo de carne molida',
    ],
    {
      productos: ['Carne molida de res 500 g'],
      accion: { nombre: 'Carne molida de res 500 g', cantidad: 2 },
    },
  ),
  ...three(
    'cantidad_palabras',
    [
      'quiero un litro de leche deslactosada',
      'dame 1 litro de leche deslactosada',
      'agrega un litro de deslactosada',
    ],
    {
      productos: ['Leche deslactosada Alquería 1 L'],
      accion: { nombre: 'Leche deslactosada Alquería 1 L', cantidad: 1 },
    },
  ),
  ...three(
    'cantidad_palabras',
    ['quiero un par de kumis', 'dame un par de kumis alpina', 'agrega un par de kumis'],
    {
      productos: ['Kumis Alpina 1 L'],
      accion: { nombre: 'Kumis Alpina 1 L', cantidad: 2 },
    },
  ),
  ...three(
    'cantidad_palabras',
    [
      'quiero media libra de jamon',
      'dame media libra de jamón de cerdo',
      'agrega 250 gramos de jamon',
    ],
    {
      productos: ['Jamón de cerdo 250 g'],
      accion: { nombre: 'Jamón de cerdo 250 g', cantidad: 1 },
    },
  ),

  // The cheapest, the biggest, under a price, one against another.
  ...three(
    'superlativo',
    ['cual es la leche mas barata', 'la leche más económica', 'what is the cheapest milk'],
    {
      productos: ['Leche entera Alquería 1,1 L'],
    },
  ),
  ...three(
    'superlativo',
    ['cuales son las galletas mas baratas', 'las galletas mas economicas', 'galletas baratas'],
    {
      productos: ['Galletas Saltín Noel x 3 tacos'],
    },
  ),
  ...three(
    'superlativo',
    [
      'cual es el paquete de huevos mas grande',
      'los huevos que traen mas',
      'la bandeja de huevos más grande',
    ],
    { productos: ['Huevos AA x 30'] },
  ),
  ...three(
    'superlativo',
    [
      'snacks de menos de 5000',
      'que mecato tienen por menos de 5.000',
      'pasabocas de menos de $4.000',
    ],
    {
      productos: ['Chocorramo', 'Gomitas Trululú 90 g'],
      contiene: ['Chocorramo', 'Gomitas Trululú 90 g'],
    },
  ),
  ...three(
    'superlativo',
    ['cual es la carne mas cara', 'el corte de carne mas caro', 'la carne más costosa'],
    {
      productos: ['Chatas de res 500 g'],
    },
  ),
  ...three(
    'superlativo',
    [
      'que es mas barato el arroz o la pasta',
      'cual cuesta menos, arroz o pasta',
      'es mas caro el arroz que la pasta?',
    ],
    {
      productos: ['Arroz Diana 1 kg', 'Pasta spaghetti Doria 500 g'],
      contiene: ['Arroz Diana 1 kg', 'Pasta spaghetti Doria 500 g', 'más barat'],
    },
  ),

  // Several items in one message.
  ...three(
    'varios',
    [
      'quiero 2 leches deslactosadas y 1 pan frances',
      'agrega 2 leches deslactosadas y un pan frances',
      'dame dos deslactosadas y un pan francés',
    ],
    {
      productos: ['Leche deslactosada Alquería 1 L', 'Pan francés'],
      acciones: [
        { nombre: 'Leche deslactosada Alquería 1 L', cantidad: 2 },
        { nombre: 'Pan francés', cantidad: 1 },
      ],
    },
  ),
  ...three(
    'varios',
    [
      'agrega 3 arroz diana y 2 aceites',
      'quiero 3 arroces y 2 aceites de girasol',
      'ponme 3 arroz, 2 aceite',
    ],
    {
      productos: ['Arroz Diana 1 kg', 'Aceite de girasol 1 L'],
      acciones: [
        { nombre: 'Arroz Diana 1 kg', cantidad: 3 },
        { nombre: 'Aceite de girasol 1 L', cantidad: 2 },
      ],
    },
  ),
  ...three(
    'varios',
    [
      'dame un kumis y una avena alpina',
      'agrega 1 kumis y 1 avena alpina',
      'quiero un kumis alpina y una avena alpina',
    ],
    {
      productos: ['Kumis Alpina 1 L', 'Avena Alpina original 1 L'],
      acciones: [
        { nombre: 'Kumis Alpina 1 L', cantidad: 1 },
        { nombre: 'Avena Alpina original 1 L', cantidad: 1 },
      ],
    },
  ),
  ...three(
    'varios',
    [
      'tienen tomate y cebolla?',
      'hay tomate, cebolla y cilantro',
      'venden tomate y tambien cebolla',
    ],
    {
      productos: ['Tomate chonto 1 kg', 'Cebolla cabezona blanca 1 kg', 'Cilantro (manojo)'],
      contiene: ['Tomate chonto 1 kg', 'Cebolla cabezona blanca 1 kg'],
    },
  ),
  ...three(
    'varios',
    [
      'cuanto vale el arroz y el aceite',
      'precio del arroz y del aceite',
      'a como el arroz, y el aceite?',
    ],
    {
      productos: ['Arroz Diana 1 kg', 'Aceite de girasol 1 L'],
      contiene: ['Arroz Diana 1 kg', 'Aceite de girasol 1 L'],
    },
  ),

  // What a package holds, and which package holds an item.
  ...three(
    'contenido_paquete',
    [
      'que trae el desayuno completo',
      'que incluye el paquete desayuno completo',
      'que viene en el desayuno completo',
    ],
    { productos: '*', contiene: ['Huevos AA x 12', 'Café Sello Rojo 500 g'] },
  ),
  ...three(
    'contenido_paquete',
    ['que tiene el kit de aseo', 'que productos trae el kit de aseo', 'contenido del kit de aseo'],
    {
      productos: '*',
      contiene: ['Jabón en barra Rey x 3', 'Lavaloza Axion 450 g'],
    },
  ),
  ...three(
    'contenido_paquete',
    [
      'que paquete trae chocorramo',
      'en que paquete viene el chocorramo',
      'que combo incluye chocorramo',
    ],
    { productos: '*', contiene: ['Noche de snacks'] },
  ),

  // What the shop truly does not sell: "No tenemos", then the closest real items.
  ...three(
    'no_vendemos',
    ['tienen jugo de naranja', 'hay jugo de naranja natural', 'venden jugo de naranja'],
    {
      contiene: ['No tenemos', 'Jugo Hit de mango 1 L'],
      unoDe: CLOSEST,
    },
  ),
  ...three(
    'no_vendemos',
    ['hay queso mozzarella', 'tienen queso mozarela', 'venden queso parmesano rallado'],
    {
      contiene: ['No tenemos', 'Queso campesino 500 g'],
      unoDe: CLOSEST,
    },
  ),
  ...three('no_vendemos', ['hay sandia', 'tienen papaya', 'venden uvas'], {
    contiene: ['No tenemos'],
    unoDe: CLOSEST,
  }),
];

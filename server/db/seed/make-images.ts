import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SEED_POPUP } from './extras-data';
import { SEED_PACKAGES } from './packages-data';
import { SEED_PRODUCTS, seedProductCode, type SeedCategory } from './products-data';

/**
 * Writes the decorative catalogue illustrations to web/public/img (run:
 * `node --import tsx server/db/seed/make-images.ts`). Deterministic: one flat shape per category,
 * tinted by a hash of the product name; no text (the <img> carries the alt text).
 */
const IMG_DIR = fileURLToPath(new URL('../../../web/public/img/', import.meta.url));

// Food keeps believable colours: meat red, bread and chicken golden, fruit red to green.
const HUE_RANGES: Record<string, [from: number, span: number]> = {
  steak: [345, 30],
  drumstick: [20, 20],
  loaf: [22, 22],
  fruit: [0, 120],
  cheese: [44, 10],
  fish: [200, 30],
  strawberry: [350, 12],
  banana: [48, 10],
  sausage: [5, 20],
  herb: [105, 20],
};

/** Produce keeps its own colour (issue 40: a lemon was never red, nor a potato green). */
const PRODUCE_HUES: [RegExp, number][] = [
  [/verde/, 85],
  [/tomate/, 4],
  [/lim[oó]n/, 95],
  [/mandarina/, 30],
  [/aguacate/, 110],
  [/papa /, 32],
  [/cebolla/, 50],
];

function hue(name: string, shape: string): number {
  const n = name.toLowerCase();
  const produce = shape === 'fruit' || shape === 'banana';
  const fixed = produce ? PRODUCE_HUES.find(([re]) => re.test(n)) : undefined;
  if (fixed) return fixed[1];
  let h = 2166136261;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const [from, span] = HUE_RANGES[shape] ?? [0, 360];
  return (from + ((h >>> 0) % span)) % 360;
}

interface Palette {
  bg: string;
  main: string;
  dark: string;
  light: string;
}

function palette(name: string, shape: string): Palette {
  const h = hue(name, shape);
  return {
    bg: `hsl(${h} 70% 94%)`,
    main: `hsl(${h} 62% 52%)`,
    dark: `hsl(${h} 55% 34%)`,
    light: `hsl(${h} 80% 85%)`,
  };
}

const SHAPES: Record<string, (c: Palette) => string> = {
  carton: (c) =>
    `<path d="M80 70 L100 44 H140 L160 70 V196 H80 Z" fill="#fff" stroke="${c.dark}" stroke-width="5"/><path d="M80 70 H160" stroke="${c.dark}" stroke-width="5"/><rect x="80" y="110" width="80" height="52" fill="${c.main}"/><circle cx="120" cy="136" r="14" fill="${c.light}"/>`,
  bottle: (c) =>
    `<rect x="108" y="34" width="24" height="20" rx="4" fill="${c.dark}"/><path d="M104 54 H136 L146 84 V196 Q146 204 138 204 H102 Q94 204 94 196 V84 Z" fill="${c.main}"/><rect x="94" y="118" width="52" height="40" fill="${c.light}"/><rect x="104" y="88" width="8" height="24" rx="4" fill="#fff" opacity=".5"/>`,
  loaf: (c) =>
    `<path d="M52 140 Q52 84 120 84 Q188 84 188 140 V176 Q188 186 178 186 H62 Q52 186 52 176 Z" fill="${c.main}"/><path d="M52 140 Q52 84 120 84 Q188 84 188 140 Q188 156 170 156 H70 Q52 156 52 140 Z" fill="${c.dark}" opacity=".35"/><path d="M90 110 l14 -12 M118 108 l14 -12 M146 110 l14 -12" stroke="${c.light}" stroke-width="6" stroke-linecap="round"/>`,
  steak: (c) =>
    `<path d="M60 120 Q56 70 112 66 Q170 62 184 112 Q196 160 146 178 Q96 192 70 160 Q62 146 60 120 Z" fill="${c.main}"/><path d="M78 122 Q80 88 114 86 Q158 84 166 116" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".85"/><circle cx="128" cy="138" r="12" fill="#fff" opacity=".85"/>`,
  drumstick: (c) =>
    `<path d="M70 150 Q50 100 96 70 Q140 46 166 84 Q184 116 152 140 Q128 156 104 154 Z" fill="${c.main}"/><path d="M104 154 L150 196" stroke="#fff" stroke-width="14" stroke-linecap="round"/><circle cx="156" cy="204" r="10" fill="#fff"/><circle cx="146" cy="206" r="9" fill="#fff"/>`,
  spray: (c) =>
    `<path d="M100 56 H150 L170 72 L150 80 H128 V96 H100 Z" fill="${c.dark}"/><rect x="106" y="96" width="28" height="16" fill="${c.dark}"/><path d="M96 112 H144 Q156 112 156 126 V192 Q156 202 146 202 H94 Q84 202 84 192 V126 Q84 112 96 112 Z" fill="${c.main}"/><rect x="92" y="140" width="56" height="36" rx="6" fill="${c.light}"/>`,
  bag: (c) =>
    `<path d="M72 84 H168 L160 200 H80 Z" fill="${c.main}"/><path d="M72 84 L84 60 H156 L168 84 Z" fill="${c.dark}"/><rect x="92" y="118" width="56" height="48" rx="8" fill="${c.light}"/><circle cx="120" cy="142" r="12" fill="${c.main}"/>`,
  jar: (c) =>
    `<rect x="84" y="52" width="72" height="24" rx="6" fill="${c.dark}"/><path d="M80 80 H160 Q170 80 170 92 V190 Q170 202 158 202 H82 Q70 202 70 190 V92 Q70 80 80 80 Z" fill="${c.main}"/><rect x="70" y="118" width="100" height="48" fill="${c.light}"/>`,
  eggs: (c) =>
    `<rect x="46" y="128" width="148" height="52" rx="10" fill="${c.main}"/><ellipse cx="84" cy="118" rx="22" ry="28" fill="#f4e3cf"/><ellipse cx="120" cy="112" rx="22" ry="28" fill="#efd7bd"/><ellipse cx="156" cy="118" rx="22" ry="28" fill="#f4e3cf"/><rect x="46" y="140" width="148" height="8" fill="${c.dark}" opacity=".3"/>`,
  fruit: (c) =>
    `<circle cx="120" cy="134" r="62" fill="${c.main}"/><circle cx="100" cy="112" r="14" fill="#fff" opacity=".35"/><path d="M120 72 Q124 52 134 44" stroke="${c.dark}" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M126 62 Q150 40 170 56 Q150 76 126 62 Z" fill="hsl(120 45% 42%)"/>`,
  chips: (c) =>
    `<path d="M70 52 H170 L160 80 L170 108 L160 136 L170 164 L160 190 H80 L70 164 L80 136 L70 108 L80 80 Z" fill="${c.main}"/><path d="M70 52 H170 V66 H70 Z M80 190 H160 V204 H80 Z" fill="${c.dark}"/><ellipse cx="120" cy="128" rx="30" ry="22" fill="#f5c542"/><ellipse cx="120" cy="128" rx="30" ry="22" fill="none" stroke="${c.dark}" stroke-width="3" opacity=".4"/>`,
  cheese: (c) =>
    `<path d="M44 150 L180 92 L196 150 Z" fill="${c.light}"/><path d="M44 150 H196 V190 H44 Z" fill="${c.main}"/><circle cx="84" cy="170" r="9" fill="${c.dark}" opacity=".45"/><circle cx="130" cy="164" r="7" fill="${c.dark}" opacity=".45"/><circle cx="170" cy="176" r="6" fill="${c.dark}" opacity=".45"/>`,
  butter: (c) =>
    `<path d="M52 118 L92 92 H196 L156 118 Z" fill="${c.light}"/><path d="M52 118 H156 V172 H52 Z" fill="#f7e08a"/><path d="M156 118 L196 92 V146 L156 172 Z" fill="#e8c860"/><rect x="52" y="134" width="104" height="18" fill="${c.main}"/>`,
  cup: (c) =>
    `<rect x="72" y="52" width="96" height="20" rx="6" fill="${c.dark}"/><path d="M76 72 H164 L152 200 H88 Z" fill="#fff" stroke="${c.dark}" stroke-width="5"/><rect x="82" y="112" width="76" height="44" fill="${c.main}"/><circle cx="120" cy="134" r="12" fill="${c.light}"/>`,
  fish: (c) =>
    `<path d="M40 122 Q96 64 164 112 L200 84 L194 122 L200 160 L164 132 Q96 180 40 122 Z" fill="${c.main}"/><circle cx="72" cy="116" r="7" fill="#fff"/><circle cx="72" cy="116" r="3" fill="${c.dark}"/><path d="M104 100 Q116 122 104 144" fill="none" stroke="${c.dark}" stroke-width="5" opacity=".5"/>`,
  strawberry: (c) =>
    `<path d="M120 200 Q60 160 66 108 Q72 80 120 84 Q168 80 174 108 Q180 160 120 200 Z" fill="${c.main}"/><path d="M88 84 L104 62 L120 80 L136 62 L152 84 Q120 98 88 84 Z" fill="hsl(120 45% 40%)"/><g fill="#fde68a"><circle cx="100" cy="118" r="4"/><circle cx="140" cy="118" r="4"/><circle cx="120" cy="140" r="4"/><circle cx="104" cy="160" r="4"/><circle cx="136" cy="160" r="4"/></g>`,
  banana: (c) =>
    `<path d="M50 84 Q64 176 176 176 Q196 176 190 164 Q110 160 78 84 Q70 70 50 84 Z" fill="${c.main}"/><path d="M70 100 Q96 160 170 166" fill="none" stroke="${c.dark}" stroke-width="4" opacity=".4"/><rect x="46" y="70" width="16" height="20" rx="4" fill="${c.dark}"/>`,
  sausage: (c) =>
    `<g fill="${c.main}" stroke="${c.dark}" stroke-width="4"><rect x="44" y="84" width="152" height="30" rx="15"/><rect x="44" y="124" width="152" height="30" rx="15"/><rect x="44" y="164" width="152" height="30" rx="15"/></g>`,
  herb: (c) =>
    `<path d="M120 200 V110 M120 150 L88 100 M120 140 L156 92" stroke="${c.dark}" stroke-width="6" fill="none" stroke-linecap="round"/><g fill="${c.main}"><circle cx="120" cy="92" r="24"/><circle cx="84" cy="90" r="20"/><circle cx="158" cy="82" r="20"/><circle cx="100" cy="64" r="18"/><circle cx="140" cy="60" r="18"/></g>`,
  basket: (c) =>
    `<path d="M88 96 Q120 40 152 96" fill="none" stroke="${c.dark}" stroke-width="10" stroke-linecap="round"/><circle cx="96" cy="98" r="22" fill="hsl(35 85% 60%)"/><circle cx="140" cy="94" r="20" fill="hsl(120 45% 50%)"/><circle cx="118" cy="90" r="18" fill="hsl(0 70% 58%)"/><path d="M50 104 H190 L172 196 H68 Z" fill="${c.main}"/><path d="M64 132 H176 M70 164 H170" stroke="${c.light}" stroke-width="6"/>`,
};

/**
 * The picture's kind, from the product's category and name (issue 40: cheese was drawn as a milk
 * carton, fish as a steak, strawberries as an orange). Exported for its test.
 */
export function shapeFor(categoria: SeedCategory, nombre: string): string {
  const n = nombre.toLowerCase();
  switch (categoria) {
    case 'Lácteos y bebidas':
      if (/queso/.test(n)) return 'cheese';
      if (/mantequilla/.test(n)) return 'butter';
      if (/yogurt|kumis/.test(n)) return 'cup';
      return /gaseosa|agua|pony|jugo/.test(n) ? 'bottle' : 'carton';
    case 'Panadería':
      return 'loaf';
    case 'Carnes':
      if (/tilapia|pescado|filete de/.test(n)) return 'fish';
      if (/chorizo|salchicha/.test(n)) return 'sausage';
      return /pollo/.test(n) ? 'drumstick' : 'steak';
    case 'Aseo':
      return 'spray';
    case 'Despensa':
      return /huevo/.test(n) ? 'eggs' : /café|chocolate|atún|aceite/.test(n) ? 'jar' : 'bag';
    case 'Frutas y verduras':
      if (/fresa/.test(n)) return 'strawberry';
      if (/banano|plátano/.test(n)) return 'banana';
      if (/cilantro|perejil|manojo/.test(n)) return 'herb';
      return 'fruit';
    case 'Snacks':
      return 'chips';
  }
}

function svg(shape: string, name: string): string {
  const c = palette(name, shape);
  const body = SHAPES[shape]!(c);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240"><rect width="240" height="240" rx="28" fill="${c.bg}"/>${body}</svg>\n`;
}

function write(folder: string, file: string, content: string): void {
  const dir = `${IMG_DIR}${folder}`;
  mkdirSync(dir, { recursive: true });
  if (Buffer.byteLength(content) >= 2048) throw new Error(`${folder}/${file} is over 2 KB`);
  writeFileSync(`${dir}/${file}`, content);
}

/** A seed product's picture: its file under web/public/img/productos and the SVG drawn there. */
export function productImage(index: number): { file: string; content: string } {
  const p = SEED_PRODUCTS[index]!;
  return {
    file: `${seedProductCode(index).toLowerCase()}.svg`,
    content: svg(shapeFor(p.categoria, p.nombre), p.nombre),
  };
}

export function makeImages(): number {
  let written = 0;
  SEED_PRODUCTS.forEach((_p, i) => {
    const image = productImage(i);
    write('productos', image.file, image.content);
    written++;
  });
  for (const pkg of SEED_PACKAGES) {
    write('paquetes', `${pkg.slug}.svg`, svg('basket', pkg.nombre));
    written++;
  }
  const promo = SEED_POPUP.imagen_url.split('/').pop()!;
  write('promos', promo, svg('basket', SEED_POPUP.titulo));
  return written + 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(`${makeImages()} images written to ${IMG_DIR}`);
}

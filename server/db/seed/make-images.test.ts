import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { productImage, shapeFor } from './make-images';
import { SEED_PRODUCTS } from './products-data';

const IMG_DIR = fileURLToPath(new URL('../../../web/public/img/productos/', import.meta.url));

describe('demo product pictures (issue 40)', () => {
  it.each([
    ['Queso campesino 500 g', 'cheese'],
    ['Mantequilla Alpina 125 g', 'butter'],
    ['Yogurt Alpina de fresa 1 L', 'cup'],
    ['Leche entera Alquería 1,1 L', 'carton'],
    ['Filete de tilapia 500 g', 'fish'],
    ['Chorizo santarrosano x 5', 'sausage'],
    ['Chatas de res 500 g', 'steak'],
    ['Fresas 500 g', 'strawberry'],
    ['Banano criollo 1 kg', 'banana'],
    ['Cilantro (manojo)', 'herb'],
    ['Mandarina 1 kg', 'fruit'],
  ])('draws %s as a %s', (nombre, shape) => {
    const product = SEED_PRODUCTS.find((p) => p.nombre === nombre);
    expect(product).toBeDefined();
    expect(shapeFor(product!.categoria, nombre)).toBe(shape);
  });

  it('serves the pictures the generator draws (no file left from an older mapping)', () => {
    SEED_PRODUCTS.forEach((_p, i) => {
      const { file, content } = productImage(i);
      expect(readFileSync(`${IMG_DIR}${file}`, 'utf8'), file).toBe(content);
    });
  });
});

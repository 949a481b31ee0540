import { performance } from 'node:perf_hooks';
import type { ChatProduct } from '../domain/assistant/types';
import { searchCatalog } from '../domain/search/catalog-search';
import { DEMO_PACKAGES, DEMO_PRODUCTS } from '../server/assistant/eval/demo-context';
import { STORE_SEARCH_CASES } from '../server/assistant/eval/store-search-cases';

/**
 * `node --import tsx bench/catalog-search.ts` (issue 43): the store search's server time at 5,000
 * products. The demo catalogue is repeated with brands and sizes varied (so words repeat the way a
 * real shop's do), the index is built once (as the server does per catalogue version), then every
 * store-evaluation query is searched with cold per-word caches (a new list each round) and warm.
 * Prints p50/p99 per query; the target is p99 < 5 ms on the server.
 */
const SIZE = Number(process.argv[2] ?? 5_000);
const BRANDS = ['Andina', 'Sabana', 'Llanera', 'Caribe', 'Pacífico', 'Paisa', 'Rola', 'Costeña'];

function catalogue(round: number): ChatProduct[] {
  return Array.from({ length: SIZE }, (_, i) => {
    const base = DEMO_PRODUCTS[i % DEMO_PRODUCTS.length]!;
    const copy = Math.floor(i / DEMO_PRODUCTS.length);
    return {
      ...base,
      id: i + 1,
      nombre: copy === 0 ? base.nombre : `${base.nombre} ${BRANDS[copy % BRANDS.length]} ${copy}`,
      precio: base.precio + copy * 10 + round,
    };
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function measure(label: string, products: readonly ChatProduct[], rounds: number): void {
  // Wall time and CPU time: on a machine shared with other work the wall clock also counts the
  // time this process waited for a core.
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const [query] of STORE_SEARCH_CASES) {
      const start = performance.now();
      const used = process.cpuUsage();
      searchCatalog(products, DEMO_PACKAGES, query, 50);
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
      wall.push(performance.now() - start);
    }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(3);
  process.stdout.write(
    `${label}: ${wall.length} búsquedas, pared p50 ${f(percentile(wall, 50))} ms p99 ${f(percentile(wall, 99))} ms; CPU p50 ${f(percentile(cpu, 50))} ms p99 ${f(percentile(cpu, 99))} ms\n`,
  );
}

const products = catalogue(0);
const buildStart = performance.now();
searchCatalog(products, DEMO_PACKAGES, 'leche');
process.stdout.write(
  `Índice de ${SIZE} productos: ${(performance.now() - buildStart).toFixed(1)} ms\n`,
);
measure('Palabras nuevas (primera vez)', products, 1);
measure('Palabras ya buscadas', products, 5);

import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser } from './support/browser';
import { startServer } from './support/server';

const SECTIONS = [
  ['/admin/dashboard', 'Dashboard'],
  ['/admin/inventario', 'Control de inventario'],
  ['/admin/entregas', 'Gestión de entregas'],
  ['/admin/usuarios', 'Usuarios'],
  ['/admin/promociones', 'Promociones'],
  ['/admin/margenes', 'Márgenes y costos'],
  ['/admin/paquetes', 'Gestión de paquetes'],
  ['/admin/solicitudes', 'Solicitudes de datos'],
] as const;

const server = await startServer({ label: 'i28-measure' });
const browser = await launchBrowser();
try {
  const login = await fetch(`${server.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@superconjunto.co', cedula: '1000000001', telefono: '3000000001' }),
  });
  const session = (await login.json()) as { token: string; user: unknown };
  for (const round of [1, 2]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/inicio`);
    await page.evaluate((s) => { localStorage.setItem('token', s.token); localStorage.setItem('user', JSON.stringify(s.user)); }, session);
    const t = { load: 0, spa: 0, axe: 0, shot: 0 };
    for (const [path, heading] of SECTIONS) {
      let start = Date.now();
      await page.goto(`${server.baseUrl}${path}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: 30_000 });
      await page.getByText(/^Cargando/).first().waitFor({ state: 'detached', timeout: 30_000 });
      t.load += Date.now() - start;
      start = Date.now();
      await page.evaluate(() => { history.pushState(null, '', '/admin/dashboard'); dispatchEvent(new PopStateEvent('popstate')); });
      await page.getByRole('heading', { level: 2, name: 'Dashboard' }).waitFor({ timeout: 30_000 });
      await page.evaluate((p) => { history.pushState(null, '', p); dispatchEvent(new PopStateEvent('popstate')); }, path);
      await page.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: 30_000 });
      await page.getByText(/^Cargando/).first().waitFor({ state: 'detached', timeout: 30_000 });
      t.spa += Date.now() - start;
      start = Date.now();
      await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      t.axe += Date.now() - start;
      start = Date.now();
      await page.screenshot({ path: '/tmp/i28/x.png' });
      t.shot += Date.now() - start;
    }
    console.log(`round ${round}`, JSON.stringify(t));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

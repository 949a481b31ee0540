import {
  adminAuthorization,
  call,
  prepareCatalogue,
  registerCustomers,
  type BenchProduct,
} from '../../testkit/orders-setup';
import { acceptanceFor } from '../../testkit/payments-requests';
import { enrolWithTotp } from '../../testkit/staff-login';
import type { Resident } from './people';

/** Stock far above what a run orders, so a refusal for stock would be a bug, not the plan. */
const PEAK_STOCK = 100_000;
/** Resident numbers of the soak (other benches use 1–100 and 5,001+). */
const FIRST_RESIDENT = 20_001;

export interface PeakSetup {
  products: BenchProduct[];
  initialStock: Map<number, number>;
  residents: Resident[];
  /** Bearer headers of the administrators: the demo seed's one, then promoted residents (enrolled). */
  admins: string[];
}

/** Through the public API, as the shop's owner and residents would: catalogue, people, roles. */
export async function preparePeak(
  base: string,
  counts: { residents: number; admins: number },
): Promise<PeakSetup> {
  const owner = await adminAuthorization(base);
  const { products } = await prepareCatalogue(base, owner);
  const initialStock = new Map<number, number>();
  for (const product of products) {
    const { body } = await call(base, 'PUT', `/productos/${product.id}`, {
      authorization: owner,
      body: { stock: PEAK_STOCK },
    });
    initialStock.set(product.id, (body as { producto: { stock: number } }).producto.stock);
  }
  const people = await registerCustomers(
    base,
    counts.residents + counts.admins - 1,
    FIRST_RESIDENT,
  );
  const staff = people.slice(counts.residents);
  const staffSessions: string[] = [];
  for (const person of staff) {
    await call(base, 'PUT', `/api/admin/usuarios/${person.userId}/rol`, {
      authorization: owner,
      body: { rol: 'admin' },
    });
    // Staff routes want a session with a second factor: the resident's own one gets 401.
    const { token } = await enrolWithTotp(base, person.credentials);
    staffSessions.push(`Bearer ${token}`);
  }
  const residents: Resident[] = [];
  for (const person of people.slice(0, counts.residents)) {
    residents.push({ ...person, acceptance: await acceptanceFor(base, person) });
  }
  return {
    products,
    initialStock,
    residents,
    admins: [owner, ...staffSessions],
  };
}

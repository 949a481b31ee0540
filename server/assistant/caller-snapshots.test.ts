import { describe, expect, it } from 'vitest';
import type { ChatCaller } from '../../domain/assistant/types';
import { callerSnapshots, forgetOnChanges, type CallerSnapshots } from './caller-snapshots';

const callerWith = (puntos: number, orderIds: number[] = []): ChatCaller => ({
  nombre: 'Eva',
  puntos_disponibles: puntos,
  puntos_totales: puntos,
  orders: orderIds.map((id) => ({
    id,
    estado: 'pendiente',
    fecha: '2026-11-25T15:00:00.000Z',
    fecha_entrega: null,
    total: 20_000,
    etapa: 'recibido',
    entrega_modo: 'apartamento',
    recibe: null,
  })),
});

/** A database stand-in: the points it holds now, and every read the snapshots asked for. */
function fakeDatabase() {
  const state = { puntos: 0, orders: [7], reads: [] as string[] };
  const load = (_userId: number, mensaje: string) => {
    state.reads.push(mensaje);
    const caller = callerWith(state.puntos, state.orders);
    return Promise.resolve(caller);
  };
  return { state, load };
}

function snapshotsOver(
  load: (userId: number, mensaje: string) => Promise<ChatCaller | null>,
  clock = { now: 0 },
) {
  return callerSnapshots({ load, maxAgeMs: 60_000, limit: 2, now: () => clock.now });
}

describe('callerSnapshots', () => {
  it('reads a resident once until a change of theirs is heard', async () => {
    const db = fakeDatabase();
    const snapshots = snapshotsOver(db.load);
    expect((await snapshots.get(1, 'cuantos puntos tengo'))?.puntos_disponibles).toBe(0);
    db.state.puntos = 20;
    expect((await snapshots.get(1, 'mis puntos'))?.puntos_disponibles).toBe(0);
    expect(db.state.reads).toHaveLength(1);
    snapshots.forget(1);
    expect((await snapshots.get(1, 'mis puntos'))?.puntos_disponibles).toBe(20);
    expect(db.state.reads).toHaveLength(2);
  });

  it('never keeps a read that was in flight when a change was heard', async () => {
    let release: (caller: ChatCaller) => void = () => {};
    let reads = 0;
    const snapshots = snapshotsOver((_id, _m) => {
      reads++;
      return reads === 1
        ? new Promise<ChatCaller>((resolve) => (release = resolve))
        : Promise.resolve(callerWith(50));
    });
    const first = snapshots.get(1, 'mis puntos');
    snapshots.forget(1);
    release(callerWith(0));
    expect((await first)?.puntos_disponibles).toBe(0);
    expect((await snapshots.get(1, 'mis puntos'))?.puntos_disponibles).toBe(50);
  });

  it('reads again an order the message names that the snapshot lacks', async () => {
    const db = fakeDatabase();
    const snapshots = snapshotsOver(db.load);
    await snapshots.get(1, 'mi pedido');
    await snapshots.get(1, 'y el SUP-007?');
    expect(db.state.reads).toEqual(['mi pedido']);
    await snapshots.get(1, 'y el SUP-003?');
    expect(db.state.reads).toEqual(['mi pedido', 'y el SUP-003?']);
  });

  it('reads again after the safety age, after a failed read, and past the limit', async () => {
    const clock = { now: 0 };
    const db = fakeDatabase();
    let fail = true;
    const snapshots = snapshotsOver((id, m) => {
      if (fail) {
        fail = false;
        return Promise.reject(new Error('conexión perdida'));
      }
      return db.load(id, m);
    }, clock);
    await expect(snapshots.get(1, 'a')).rejects.toThrow('conexión perdida');
    await snapshots.get(1, 'b');
    await snapshots.get(1, 'c');
    expect(db.state.reads).toEqual(['b']);
    clock.now = 60_001;
    await snapshots.get(1, 'd');
    expect(db.state.reads).toEqual(['b', 'd']);
    await snapshots.get(2, 'e');
    await snapshots.get(3, 'f');
    await snapshots.get(1, 'g');
    // Two residents kept at most: 1 was the least recently asked when 3 came, so it is read again.
    expect(db.state.reads).toEqual(['b', 'd', 'e', 'f', 'g']);
  });
});

describe('forgetOnChanges', () => {
  it('forgets the resident named by a clientes or pedidos notification, everyone on a strange one', async () => {
    const handlers = new Map<string, (payload: string) => void>();
    const database = {
      listen: (channel: string, onMessage: (payload: string) => void) => {
        handlers.set(channel, onMessage);
        return Promise.resolve(() => Promise.resolve());
      },
    };
    const forgotten: Array<number | 'all'> = [];
    const snapshots: CallerSnapshots = {
      get: () => Promise.resolve(null),
      forget: (id) => forgotten.push(id),
      clear: () => forgotten.push('all'),
    };
    await forgetOnChanges(database, snapshots);
    handlers.get('clientes')!('12');
    handlers.get('pedidos')!(JSON.stringify({ id: 3, pedido_id: 9, user_id: 34 }));
    handlers.get('pedidos')!('not json');
    expect(forgotten).toEqual([12, 34, 'all']);
  });
});

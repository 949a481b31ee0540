import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient, stubApi } from '../admin-money/money-testing';
import type { AuditRow } from './audit-entry';
import { AuditSection } from './audit-section';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const COST: AuditRow = {
  id: 40, fecha: '2026-11-26T15:04:00.000Z', persona: { id: 1, nombre: 'Ana Admin' }, accion: 'product.cost',
  tipo: 'precios', entidad: 'product', entidad_id: '7', objeto: 'Arroz Diana 1 kg',
  antes: { precio: 5_200, costo_compra: 3_000 }, despues: { precio: 5_200, costo_compra: 3_400 },
};
const ROLE: AuditRow = {
  id: 39, fecha: '2026-11-25T22:00:00.000Z', persona: null, accion: 'user.role', tipo: 'roles',
  entidad: 'user', entidad_id: '9', objeto: 'Luis Rojas', antes: { rol: 'customer' }, despues: { rol: 'admin' },
};

function Where() {
  const location = useLocation();
  return <output aria-label="URL">{location.pathname + location.search}</output>;
}

function show(path = '/admin/registro') {
  renderWithClient(
    <>
      <AuditSection />
      <Where />
    </>,
    path,
  );
}

describe('the audit trail screen', () => {
  it('says who changed what, on what and when, with only the fields that changed', async () => {
    stubApi({
      'GET /api/admin/auditoria/personas': { personas: [{ id: 1, nombre: 'Ana Admin' }] },
      'GET /api/admin/auditoria': [COST, ROLE],
    });
    show();
    const list = await screen.findByRole('list', { name: 'Cambios registrados' });
    const [cost, role] = within(list).getAllByRole('listitem');
    expect(cost).toHaveTextContent('Ana Admin cambió el costo de un producto: Arroz Diana 1 kg');
    expect(cost).toHaveTextContent('26 de noviembre de 2026, 10:04 a. m.');
    expect(cost).toHaveTextContent('Costo de compra$ 3.000 → $ 3.400');
    expect(cost).not.toHaveTextContent('Precio');
    expect(role).toHaveTextContent('Una cuenta eliminada cambió el rol de una persona: Luis Rojas');
    expect(role).toHaveTextContent('RolCliente → Administrador');
  });

  it('reads every entry in Spanish words and Bogotá time (issue 41)', async () => {
    const REVERTED: AuditRow = {
      id: 41, fecha: '2026-11-26T23:30:00.000Z', persona: { id: 1, nombre: 'Ana Admin' }, accion: 'order.delivery_reverted',
      tipo: 'entregas', entidad: 'order', entidad_id: '12', objeto: 'SUP-012',
      antes: { estado: 'entregado', updated_at: '2026-11-26T23:00:00.000Z' },
      despues: { estado: 'pendiente', etapa: 'en_camino', updated_at: '2026-11-26T23:30:00.000Z' },
    };
    stubApi({
      'GET /api/admin/auditoria/personas': { personas: [{ id: 1, nombre: 'Ana Admin' }] },
      'GET /api/admin/auditoria': [REVERTED],
    });
    show();
    const list = await screen.findByRole('list', { name: 'Cambios registrados' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent('Ana Admin deshizo la entrega de un pedido: SUP-012');
    expect(entry).toHaveTextContent('26 de noviembre de 2026, 6:30 p. m.');
    expect(entry).toHaveTextContent('EstadoEntregado → Pendiente');
    expect(entry).toHaveTextContent('Etapa— → En camino');
    expect(entry).not.toHaveTextContent(/order\.|updated|2026-11-26T|hizo un cambio/);
  });

  it('filters by kind and person through the URL and pages with the cursor', async () => {
    const { calls } = stubApi({
      'GET /api/admin/auditoria/personas': { personas: [{ id: 1, nombre: 'Ana Admin' }] },
      'GET /api/admin/auditoria': () =>
        new Response(JSON.stringify([COST]), { headers: { 'X-Next-Cursor': 'abc' } }),
      'GET /api/admin/auditoria?tipo=precios&cursor=abc': [ROLE],
    });
    const user = userEvent.setup();
    show('/admin/registro?persona=1');
    await screen.findByRole('list', { name: 'Cambios registrados' });
    expect(calls.at(-1)?.path).toBe('/api/admin/auditoria?persona=1');
    await waitFor(() => expect(screen.getByLabelText('Persona')).toHaveValue('1'));
    await user.selectOptions(screen.getByLabelText('Persona'), '');
    await user.selectOptions(screen.getByLabelText('Tipo de cambio'), 'Precios, costos y descuentos');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/auditoria?tipo=precios'));
    expect(screen.getByLabelText('URL')).toHaveTextContent('/admin/registro?tipo=precios');
    await user.click(await screen.findByRole('button', { name: 'Ver cambios anteriores' }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')).toHaveLength(2),
    );
    expect(calls.at(-1)?.path).toBe('/api/admin/auditoria?tipo=precios&cursor=abc');
  });

  it('says when nothing matches and shows the server’s reason for a bad filter', async () => {
    stubApi({
      'GET /api/admin/auditoria/personas': { personas: [] },
      'GET /api/admin/auditoria': () =>
        new Response(JSON.stringify({ error: 'La fecha "hasta" debe ser igual o posterior a "desde"' }), { status: 400 }),
    });
    show('/admin/registro?desde=2026-11-05&hasta=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('La fecha "hasta" debe ser igual o posterior a "desde"');
  });
});

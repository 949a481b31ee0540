import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvImportAnswer } from '../../../domain/admin-views';
import { CATALOG_MESSAGES } from '../../../domain/catalog-messages';
import { CsvImportDialog } from './csv-import-dialog';

const conflict: CsvImportAnswer = {
  lineas: [
    {
      fila: 2,
      accion: 'conflicto',
      codigo: 'SC-0101',
      nombre: 'Panela',
      cambios: [],
      errores: [CATALOG_MESSAGES.csv.stockConflict(40, 37, 45)],
      conflicto: { stock_exportado: 40, stock_actual: 37, stock_archivo: 45, diferencia: 5 },
    },
  ],
  resumen: { crear: 0, actualizar: 0, sin_cambios: 0, conflicto: 1, error: 0 },
  errores: [],
  avisos: [],
  stock_previsto: {},
  aplicado: false,
};

function answers(...bodies: object[]) {
  const queue = [...bodies];
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify(queue.shift()), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the CSV import preview', () => {
  it('asks what to do with a line that changed since the export before applying it', async () => {
    const fetchMock = answers(conflict, { ...conflict, aplicado: true });
    vi.stubGlobal('fetch', fetchMock);
    const onApplied = vi.fn();
    render(<CsvImportDialog open onOpenChange={() => {}} onApplied={onApplied} />);
    const file = new File(['codigo;stock;stock_exportado\nSC-0101;45;40\n'], 'catalogo.csv', {
      type: 'text/csv',
    });
    await userEvent.upload(screen.getByLabelText('Archivo CSV'), file);
    expect(await screen.findByText('Cambió desde que exportaste')).toBeInTheDocument();
    expect(screen.getByText(CATALOG_MESSAGES.csv.stockConflict(40, 37, 45))).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: /Aplicar/ });
    expect(apply).toBeDisabled();

    await userEvent.click(
      screen.getByRole('radio', { name: 'Sumar lo que cambiaste (+5 u.): quedan 42 u.' }),
    );
    expect(screen.getByRole('radio', { name: 'Omitir esta línea' })).not.toBeChecked();
    await userEvent.click(apply);
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
    const sent = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body)) as object;
    expect(sent).toMatchObject({ aplicar: true, decisiones: { '2': { stock: 'diferencia' } } });
  });
});

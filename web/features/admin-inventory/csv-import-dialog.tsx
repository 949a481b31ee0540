import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import type { CsvImportAnswer } from '../../../domain/admin-views';
import { formatCOP } from '../../../domain/money';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { ApiError, apiRequest, errorText } from '../admin/admin-api';

const show = (campo: 'precio' | 'stock', n: number) =>
  campo === 'precio' ? formatCOP(n) : `${n} u.`;

/** Import a stock/price sheet: preview every change and every line error before anything is written. */
export function CsvImportDialog({
  open,
  onOpenChange,
  onApplied,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  onApplied(): void;
}) {
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<CsvImportAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function reset(next: boolean) {
    if (!next) {
      setCsv(null);
      setPreview(null);
      setError(null);
    }
    onOpenChange(next);
  }

  function send(text: string, aplicar: boolean) {
    setBusy(true);
    setError(null);
    return apiRequest<CsvImportAnswer>('POST', '/api/admin/productos/importar', {
      csv: text,
      aplicar,
    })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === 'CSV_INVALID' && e.body)
          return e.body as CsvImportAnswer;
        setError(errorText(e, 'No se pudo leer el archivo.'));
        return null;
      })
      .finally(() => setBusy(false));
  }

  async function pick(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setPreview(await send(text, false));
  }

  async function apply() {
    if (!csv) return;
    const answer = await send(csv, true);
    if (answer?.aplicado) {
      toast.success(`Se aplicaron ${answer.cambios.length} cambios del archivo.`);
      onApplied();
      reset(false);
    } else if (answer) setPreview(answer);
  }

  const canApply = preview !== null && preview.errores.length === 0 && preview.cambios.length > 0;
  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto rounded-t-2xl bg-white p-4 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold">Importar stock y precios</Dialog.Title>
            <Dialog.Close
              aria-label="Cerrar importación"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
            Un archivo CSV (separado por ; o ,) con la columna codigo y las columnas precio y/o
            stock. Primero verás los cambios; nada se guarda hasta que los apliques.
          </Dialog.Description>
          <label className="mt-3 block">
            <span className="text-sm font-semibold">Archivo CSV</span>
            <input
              type="file"
              accept=".csv,text/csv"
              className="mt-1 block w-full text-sm"
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
          {busy && <p className="mt-3">Revisando…</p>}
          {error && (
            <p role="alert" className="mt-3 font-semibold text-red-800 dark:text-red-300">
              {error}
            </p>
          )}
          {preview && (
            <div className="mt-4 space-y-4">
              {preview.errores.length > 0 && (
                <div role="alert">
                  <h3 className="font-semibold text-red-800 dark:text-red-300">
                    {preview.errores.length} {preview.errores.length === 1 ? 'error' : 'errores'}:
                    corrige el archivo y vuelve a cargarlo
                  </h3>
                  <ul className="mt-1 list-disc pl-5 text-sm">
                    {preview.errores.map((e) => (
                      <li key={`${e.fila}-${e.mensaje}`}>
                        Línea {e.fila}: {e.mensaje}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <div>
                <h3 className="font-semibold">
                  {preview.cambios.length} {preview.cambios.length === 1 ? 'cambio' : 'cambios'}
                </h3>
                {preview.cambios.length > 0 && (
                  <div className="mt-1 overflow-x-auto">
                    <table className="w-full text-left text-sm">
                      <thead>
                        <tr>
                          <th scope="col" className="py-1 pr-2">
                            Línea
                          </th>
                          <th scope="col" className="pr-2">
                            Producto
                          </th>
                          <th scope="col" className="pr-2">
                            Campo
                          </th>
                          <th scope="col" className="pr-2">
                            Antes
                          </th>
                          <th scope="col">Después</th>
                        </tr>
                      </thead>
                      <tbody>
                        {preview.cambios.map((c) => (
                          <tr
                            key={`${c.fila}-${c.campo}`}
                            className="border-t border-gray-200 dark:border-gray-700"
                          >
                            <td className="py-1 pr-2">{c.fila}</td>
                            <td className="pr-2">
                              {c.nombre} ({c.codigo})
                            </td>
                            <td className="pr-2">{c.campo}</td>
                            <td className="pr-2">{show(c.campo, c.antes)}</td>
                            <td className="font-semibold">{show(c.campo, c.despues)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </div>
            </div>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Volver</Button>
            </Dialog.Close>
            <Button disabled={!canApply || busy} onClick={() => void apply()}>
              Aplicar cambios
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

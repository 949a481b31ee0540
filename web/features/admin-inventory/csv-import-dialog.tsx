import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import type { CsvImportAnswer } from '../../../domain/admin-views';
import type { LineDecision } from '../../../domain/catalog-import';
import { CATALOG_MESSAGES } from '../../../domain/catalog-messages';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { ApiError, apiRequest, errorText } from '../admin/admin-api';
import { ImportLines, ImportSummary } from './csv-import-lines';

const M = CATALOG_MESSAGES.csv;

/**
 * Import a catalogue sheet: the server says what each line will do (create, update, unchanged,
 * error) before anything is written; applying writes the valid lines and skips the bad ones.
 */
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
  const [decisiones, setDecisiones] = useState<Record<string, LineDecision>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function reset(next: boolean) {
    if (!next) {
      setCsv(null);
      setPreview(null);
      setDecisiones({});
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
      ...(aplicar && preview ? { stock_previsto: preview.stock_previsto, decisiones } : {}),
    })
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.code === 'CSV_INVALID' && e.body) {
          setError(e.message);
          return e.body as CsvImportAnswer;
        }
        setError(errorText(e, 'No se pudo leer el archivo.'));
        return null;
      })
      .finally(() => setBusy(false));
  }

  async function pick(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    setPreview(null);
    setDecisiones({});
    setPreview(await send(text, false));
  }

  async function apply() {
    if (!csv) return;
    const answer = await send(csv, true);
    if (answer?.aplicado) {
      toast.success(M.applied(answer.resumen.crear + answer.resumen.actualizar));
      onApplied();
      reset(false);
    } else if (answer) setPreview(answer);
  }

  const conflicts = preview?.lineas.filter((l) => l.accion === 'conflicto') ?? [];
  const undecided = conflicts.filter((l) => !decisiones[String(l.fila)]?.stock).length;
  const changes = preview
    ? preview.resumen.crear +
      preview.resumen.actualizar +
      conflicts.filter((l) => decisiones[String(l.fila)]?.stock === 'diferencia').length
    : 0;
  const unticked =
    preview?.lineas.filter((l) => l.confirmar && !decisiones[String(l.fila)]?.confirmar_precio)
      .length ?? 0;
  const canApply =
    preview !== null &&
    preview.errores.length === 0 &&
    changes > 0 &&
    undecided === 0 &&
    unticked === 0;
  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-gray-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[94dvh] overflow-y-auto rounded-t-2xl bg-white p-4 text-gray-900 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-gray-900 dark:text-gray-100">
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold">Importar productos</Dialog.Title>
            <Dialog.Close
              aria-label="Cerrar importación"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-gray-800"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-gray-700 dark:text-gray-300">
            Un archivo CSV (separado por ; o ,) con las columnas que descargas al exportar: codigo,
            nombre, categoria, precio, costo_compra, stock, stock_exportado y descripcion. Con el
            código vacío se crea un producto nuevo. Primero verás qué hará cada línea; nada se
            guarda hasta que apliques.
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
            <div className="mt-4 space-y-3">
              {preview.errores.length > 0 && (
                <ul role="alert" className="list-disc pl-5 text-sm text-red-800 dark:text-red-300">
                  {preview.errores.map((e) => (
                    <li key={`${e.fila}-${e.mensaje}`}>
                      Línea {e.fila}: {e.mensaje}
                    </li>
                  ))}
                </ul>
              )}
              {preview.avisos.length > 0 && (
                <ul className="list-disc pl-5 text-sm text-amber-900 dark:text-amber-200">
                  {preview.avisos.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              )}
              {preview.lineas.length > 0 && <ImportSummary resumen={preview.resumen} />}
              {unticked > 0 && (
                <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">
                  {M.priceUntick}
                </p>
              )}
              {undecided > 0 && (
                <p className="text-sm font-semibold text-amber-900 dark:text-amber-200">
                  {M.conflictUndecided}
                </p>
              )}
              <ImportLines
                lineas={preview.lineas}
                decisiones={decisiones}
                onDecide={(fila, decision) =>
                  setDecisiones((d) => ({ ...d, [String(fila)]: decision }))
                }
              />
            </div>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Close asChild>
              <Button variant="secondary">Volver</Button>
            </Dialog.Close>
            <Button disabled={!canApply || busy} onClick={() => void apply()}>
              {preview && changes > 0
                ? M.applyLabel(changes, preview.resumen.error)
                : 'Aplicar cambios'}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

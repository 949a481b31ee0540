import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-field';
import { toast } from '../../ui/toast';

const MUST_TICK = 'Marca "Guardé mis códigos" cuando los tengas guardados.';

/** 'ABCDE23456' → 'ABCDE-23456', as people copy them. */
const readable = (code: string) => (code.length === 10 ? `${code.slice(0, 5)}-${code.slice(5)}` : code);

/**
 * The ten recovery codes, shown once (issue 39): copy, download, and a tick before going on, so
 * nobody leaves the only screen that shows them by accident.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = 'Continuar',
}: {
  codes: readonly string[];
  onDone(): void;
  doneLabel?: string;
}) {
  const titleId = useId();
  const tickId = useId();
  const alertId = useId();
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = `${codes.map(readable).join('\n')}\n`;

  const copy = () => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => toast.success('Códigos copiados.'))
      .catch(() => toast.error('No pudimos copiarlos: usa "Descargar" o escríbelos en un papel.'));
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'codigos-de-recuperacion.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  const finish = () => {
    if (!saved) return setError(MUST_TICK);
    onDone();
  };

  return (
    <section aria-labelledby={titleId} className="space-y-4">
      <h2 id={titleId} className="text-xl font-bold">
        Tus códigos de recuperación
      </h2>
      <p className="text-gray-800 dark:text-gray-200">
        Si pierdes el teléfono, cada código te deja entrar una vez. Guárdalos en un lugar seguro:
        no los volverás a ver.
      </p>
      <ol
        aria-label="Códigos de recuperación"
        className="grid grid-cols-2 gap-2 rounded-xl bg-gray-100 p-3 font-mono text-base dark:bg-gray-800"
      >
        {codes.map((code) => (
          <li key={code} className="text-center tracking-wide break-all">
            {readable(code)}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copiar
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          Descargar
        </Button>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={tickId}
          type="checkbox"
          checked={saved}
          aria-describedby={error ? alertId : undefined}
          onChange={(event) => {
            setSaved(event.target.checked);
            setError(null);
          }}
          className="mt-1 size-5 shrink-0 accent-emerald-700"
        />
        <label htmlFor={tickId} className="font-semibold">
          Guardé mis códigos
        </label>
      </div>
      <FormAlert id={alertId} message={error} />
      <Button size="large" className="w-full" onClick={finish}>
        {doneLabel}
      </Button>
    </section>
  );
}

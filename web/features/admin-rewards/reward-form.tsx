import { useId, useState, type FormEvent } from 'react';
import {
  checkRewardValue,
  maxDiscountFor,
  REWARD_KIND_LABELS,
  REWARD_KINDS,
  REWARD_LIMITS,
  type AdminRewardRow,
  type RewardKind,
} from '../../../domain/rewards';
import { RewardCreateSchema, RewardUpdateSchema } from '../../../domain/schemas/admin-rewards';
import { Button } from '../../ui/button';
import { ERROR_TEXT, INPUT, LABEL, MUTED } from '../admin-money/fields';
import { Money } from '../../ui/money';

export interface RewardDraft {
  nombre: string;
  descripcion?: string | undefined;
  tipo?: RewardKind;
  puntos: number;
  valor?: number | undefined;
  orden?: number | undefined;
}

/**
 * Create or edit a reward. The browser checks with the server's own schemas (same Spanish
 * messages) before sending; the server checks again. The kind is chosen once: an edit keeps it.
 */
export function RewardForm({
  editing,
  busy,
  onSubmit,
  onCancel,
}: {
  editing: AdminRewardRow | null;
  busy: boolean;
  onSubmit(draft: RewardDraft): void;
  onCancel(): void;
}) {
  const id = useId();
  const [nombre, setNombre] = useState(editing?.nombre ?? '');
  const [descripcion, setDescripcion] = useState(editing?.descripcion ?? '');
  const [tipo, setTipo] = useState<RewardKind>(editing?.tipo ?? 'descuento');
  const [puntos, setPuntos] = useState(editing ? String(editing.puntos) : '');
  const [valor, setValor] = useState(editing?.valor != null ? String(editing.valor) : '');
  const [orden, setOrden] = useState(editing ? String(editing.orden) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      nombre,
      descripcion,
      puntos,
      valor: tipo === 'descuento' ? valor : undefined,
      orden,
    };
    const parsed = editing
      ? RewardUpdateSchema.safeParse(body)
      : RewardCreateSchema.safeParse({ ...body, tipo });
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    } else if (editing) {
      const value = checkRewardValue(editing.tipo, parsed.data.puntos, parsed.data.valor);
      if (!value.ok) found.valor = value.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    onSubmit({ ...parsed.data, tipo });
  }

  const errorId = (name: string) => `${id}-${name}-error`;
  const field = (name: string, hint?: string) => {
    const describedBy = [hint, errors[name] ? errorId(name) : undefined].filter(Boolean).join(' ');
    return {
      id: `${id}-${name}`,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const label = (name: string, text: string) => (
    <label htmlFor={`${id}-${name}`} className={LABEL}>
      {text}
    </label>
  );
  const error = (name: string) =>
    errors[name] ? (
      <span id={errorId(name)} className={`mt-1 block text-sm ${ERROR_TEXT}`}>
        {errors[name]}
      </span>
    ) : null;
  const points = Number(puntos);
  const kind = editing?.tipo ?? tipo;

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-bold break-words">
        {editing ? `Editar «${editing.nombre}»` : 'Nueva recompensa'}
      </h3>
      {editing ? (
        <p className={MUTED}>
          Tipo: {REWARD_KIND_LABELS[editing.tipo]} (no cambia después de creada).
        </p>
      ) : (
        <fieldset>
          <legend className={LABEL}>Tipo</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-3">
            {REWARD_KINDS.map((k) => (
              <label
                key={k}
                className="flex min-h-11 items-center gap-2 rounded-xl border border-gray-300 px-3 dark:border-gray-600"
              >
                <input
                  type="radio"
                  name={`${id}-tipo`}
                  value={k}
                  checked={tipo === k}
                  onChange={() => setTipo(k)}
                />
                {REWARD_KIND_LABELS[k]}
              </label>
            ))}
          </div>
          {error('tipo')}
        </fieldset>
      )}
      <div>
        {label('nombre', 'Nombre')}
        <input
          className={INPUT}
          value={nombre}
          maxLength={REWARD_LIMITS.nombre.max}
          onChange={(e) => setNombre(e.target.value)}
          {...field('nombre')}
        />
        {error('nombre')}
      </div>
      <div>
        {label('puntos', 'Puntos que cuesta')}
        <input
          className={INPUT}
          inputMode="numeric"
          value={puntos}
          onChange={(e) => setPuntos(e.target.value)}
          {...field('puntos')}
        />
        {error('puntos')}
      </div>
      {kind === 'descuento' && (
        <div>
          {label('valor', 'Descuento en pesos')}
          <input
            className={INPUT}
            inputMode="numeric"
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            {...field(
              'valor',
              Number.isInteger(points) && points > 0 ? `${id}-valor-hint` : undefined,
            )}
          />
          {Number.isInteger(points) && points > 0 && (
            <span id={`${id}-valor-hint`} className={`mt-1 block ${MUTED}`}>
              Hasta <Money value={maxDiscountFor(points)} /> por {points.toLocaleString('es-CO')}{' '}
              puntos.
            </span>
          )}
          {error('valor')}
        </div>
      )}
      <div>
        {label('descripcion', 'Descripción (opcional)')}
        <textarea
          className={`${INPUT} py-2`}
          rows={2}
          maxLength={REWARD_LIMITS.descripcion.max}
          value={descripcion}
          onChange={(e) => setDescripcion(e.target.value)}
          {...field('descripcion')}
        />
        {error('descripcion')}
      </div>
      <div>
        {label('orden', 'Orden en la lista (opcional)')}
        <input
          className={INPUT}
          inputMode="numeric"
          value={orden}
          onChange={(e) => setOrden(e.target.value)}
          {...field('orden')}
        />
        {error('orden')}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Guardando…' : editing ? 'Guardar cambios' : 'Crear recompensa'}
        </Button>
      </div>
    </form>
  );
}

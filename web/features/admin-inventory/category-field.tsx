import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { CATALOG_MESSAGES } from '../../../domain/catalog-messages';
import { normalizeCategoryName } from '../../../domain/categories';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { apiRequest, errorText } from '../admin/admin-api';

export interface AdminCategory {
  id: number;
  nombre: string;
  productos: number;
}

export const categoriesQueryKey = ['admin', 'categorias'] as const;

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 text-gray-900 dark:border-gray-500 dark:bg-gray-950 dark:text-gray-100';

/**
 * The product's category, chosen from the list (issue 23). "Nueva categoría" adds one on purpose
 * (letters and spaces, up to 40 characters) and selects it. A product whose category predates
 * the list keeps it until another is chosen.
 */
export function CategoryField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(nombre: string): void;
}) {
  const id = useId();
  const client = useQueryClient();
  const list = useQuery({
    queryKey: categoriesQueryKey,
    queryFn: () => apiRequest<{ categorias: AdminCategory[] }>('GET', '/api/admin/categorias'),
  });
  const [adding, setAdding] = useState(false);
  const [nombre, setNombre] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const names = list.data?.categorias.map((c) => c.nombre) ?? [];
  const options = value && !names.includes(value) ? [...names, value] : names;

  function create() {
    const checked = normalizeCategoryName(nombre);
    if (!checked.ok) return setAddError(checked.message);
    setSaving(true);
    apiRequest<{ categoria: AdminCategory }>('POST', '/api/admin/categorias', { nombre })
      .then(async ({ categoria }) => {
        toast.success(CATALOG_MESSAGES.category.created(categoria.nombre));
        await client.invalidateQueries({ queryKey: categoriesQueryKey });
        onChange(categoria.nombre);
        setAdding(false);
        setNombre('');
        setAddError(null);
      })
      .catch((e: unknown) => setAddError(errorText(e, 'No se pudo crear la categoría.')))
      .finally(() => setSaving(false));
  }

  return (
    <div>
      <label htmlFor={`${id}-select`} className="text-sm font-semibold">
        Categoría
      </label>
      <div className="flex items-end gap-2">
        <select
          id={`${id}-select`}
          name="categoria"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
        >
          <option value="">{list.isPending ? 'Cargando…' : 'Elige una categoría'}</option>
          {options.map((c) => (
            <option key={c} value={c}>
              {names.includes(c) ? c : `${c} (fuera de la lista)`}
            </option>
          ))}
        </select>
        {!adding && (
          <Button
            type="button"
            variant="secondary"
            className="shrink-0"
            onClick={() => setAdding(true)}
          >
            Nueva categoría
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
      {adding && (
        <div className="mt-2 rounded-xl border border-gray-300 p-3 dark:border-gray-700">
          <label htmlFor={`${id}-new`} className="text-sm font-semibold">
            Nombre de la nueva categoría
          </label>
          <input
            id={`${id}-new`}
            value={nombre}
            maxLength={40}
            onChange={(e) => setNombre(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                create();
              }
            }}
            aria-invalid={addError ? true : undefined}
            aria-describedby={`${id}-new-help`}
            className={inputClass}
          />
          <p
            id={`${id}-new-help`}
            className={`mt-1 text-sm ${addError ? 'text-red-800 dark:text-red-300' : 'text-gray-700 dark:text-gray-300'}`}
          >
            {addError ?? 'Solo letras y espacios, máximo 40 caracteres.'}
          </p>
          <div className="mt-2 flex gap-2">
            <Button type="button" disabled={saving} onClick={create}>
              {saving ? 'Creando…' : 'Crear categoría'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setAdding(false);
                setAddError(null);
              }}
            >
              Cancelar
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

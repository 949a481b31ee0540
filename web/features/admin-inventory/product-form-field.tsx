import type { InputHTMLAttributes } from 'react';
import type { ProductDraft } from './product-form';

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-gray-400 bg-white px-3 text-gray-900 dark:border-gray-500 dark:bg-gray-950 dark:text-gray-100';

export function Field({
  name,
  label,
  error,
  ...props
}: {
  name: keyof ProductDraft;
  label: string;
  error?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = `producto-${name}`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

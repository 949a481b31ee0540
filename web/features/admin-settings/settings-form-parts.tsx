import type { ReactNode } from 'react';
import { CARD, INPUT, LABEL } from '../admin-money/fields';

/** One group of "Ajustes": a card with its legend (phone first, one column). */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={`${CARD} min-w-0 space-y-3`}>
      <legend className="px-1 text-lg font-bold">{title}</legend>
      {children}
    </fieldset>
  );
}

const shown = (n: number) => (Number.isFinite(n) ? String(n) : '');
const typed = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.replace(/\./g, '')));

/** A whole number; what cannot be read stays NaN so the schema names the field. */
export function NumberInput({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  hint?: string;
}) {
  return (
    <label className={LABEL}>
      {label}
      <input
        className={INPUT}
        inputMode="numeric"
        value={shown(value)}
        onChange={(e) => onChange(typed(e.target.value))}
      />
      {hint && <span className="mt-1 block text-sm font-normal text-gray-700 dark:text-gray-300">{hint}</span>}
    </label>
  );
}

export function TextInput({
  label,
  value,
  onChange,
  type = 'text',
  inputMode,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}) {
  return (
    <label className={`${LABEL} break-words`}>
      {label}
      <input
        className={INPUT}
        type={type}
        inputMode={inputMode}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}

export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-base font-semibold">
      <input type="checkbox" className="h-5 w-5 accent-emerald-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

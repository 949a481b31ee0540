import { useState, type ReactNode } from 'react';
import { formatDecimal, parseDecimal } from '../../../domain/percent';
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
      {hint && (
        <span className="mt-1 block text-sm font-normal text-gray-700 dark:text-gray-300">
          {hint}
        </span>
      )}
    </label>
  );
}

/**
 * A figure kept in tenths (a level multiplier 12 = ×1,2) edited as the decimal people say, with a
 * comma (issue 41: "Multiplicador Plata (×10)" asked for 12). What cannot be read stays NaN so
 * the schema names the field.
 */
const TENTHS_HINT = 'Con coma decimal, por ejemplo 1,2 (los puntos de la compra por 1,2).';

export function TenthsInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
}) {
  const [text, setText] = useState(Number.isFinite(value) ? formatDecimal(value / 10, 1) : '');
  return (
    <label className={LABEL}>
      {label}
      <input
        className={INPUT}
        inputMode="decimal"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = parseDecimal(e.target.value);
          onChange(n === null ? Number.NaN : Math.round(n * 10));
        }}
      />
      <span className="mt-1 block text-sm font-normal text-gray-700 dark:text-gray-300">
        {TENTHS_HINT}
      </span>
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

export function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange(v: boolean): void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-base font-semibold">
      <input
        type="checkbox"
        className="h-5 w-5 accent-emerald-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

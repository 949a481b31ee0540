import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/** Replaces the schema's generic "missing" text under a single field; the form alert keeps it. */
export const FIELD_REQUIRED = 'Este campo es obligatorio';

const CONTROL =
  'mt-1 block w-full rounded-xl border border-gray-500 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:aria-[invalid=true]:border-red-400';

interface FieldFrameProps {
  label: string;
  optional?: boolean;
  /** The field's own message, shown under it and tied with aria-describedby. */
  error?: string;
  /** Marks the field invalid without a message of its own (the form alert explains it). */
  invalid?: boolean;
  /** Extra ids to describe the field with (e.g. the form alert). */
  describedBy?: string;
  hint?: ReactNode;
}

function useFieldIds({ error, invalid, describedBy, hint }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const ids = [errorId, hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, ids, isInvalid: Boolean(error) || Boolean(invalid) };
}

function Frame({
  id,
  frame,
  hintId,
  errorId,
  children,
}: {
  id: string;
  frame: FieldFrameProps;
  hintId?: string;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900 dark:text-gray-100">
        {frame.label}
        {frame.optional && (
          <span className="font-normal text-gray-700 dark:text-gray-300"> (opcional)</span>
        )}
      </label>
      {children}
      {frame.hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {frame.hint}
        </p>
      )}
      {frame.error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {frame.error}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> &
  FieldFrameProps & { name: string; value: string; onValueChange(value: string): void };

/** A labelled input whose error is tied to it (aria-invalid + aria-describedby). */
export function TextField({
  label,
  optional,
  error,
  invalid,
  describedBy,
  hint,
  value,
  onValueChange,
  ...input
}: InputProps) {
  const frame = { label, optional, error, invalid, describedBy, hint };
  const { id, hintId, errorId, ids, isInvalid } = useFieldIds(frame);
  return (
    <Frame id={id} frame={frame} hintId={hintId} errorId={errorId}>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={isInvalid || undefined}
        aria-describedby={ids}
        aria-required={optional ? undefined : true}
        className={CONTROL}
        {...input}
      />
    </Frame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'> &
  FieldFrameProps & {
    name: string;
    value: string;
    onValueChange(value: string): void;
    placeholder: string;
    options: { value: string; label: string }[];
  };

export function SelectField({
  label,
  optional,
  error,
  invalid,
  describedBy,
  hint,
  value,
  onValueChange,
  placeholder,
  options,
  ...select
}: SelectProps) {
  const frame = { label, optional, error, invalid, describedBy, hint };
  const { id, hintId, errorId, ids, isInvalid } = useFieldIds(frame);
  return (
    <Frame id={id} frame={frame} hintId={hintId} errorId={errorId}>
      <select
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={isInvalid || undefined}
        aria-describedby={ids}
        aria-required={optional ? undefined : true}
        className={CONTROL}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** The form-level message: always in the DOM so screen readers announce what appears in it. */
export function FormAlert({ id, message }: { id: string; message: string | null }) {
  return (
    <div id={id} role="alert" className={message ? 'mt-4' : undefined}>
      {message && (
        <p className="rounded-xl border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200">
          {message}
        </p>
      )}
    </div>
  );
}

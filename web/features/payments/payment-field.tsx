import { useId, type ReactElement, type ReactNode } from 'react';

const CONTROL =
  'mt-1 block w-full rounded-xl border border-gray-500 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:aria-[invalid=true]:border-red-400';

export interface PaymentControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required': true;
}

/** A labelled payment field whose message is tied to its control (aria-invalid + describedby). */
export function PaymentField({
  label,
  error,
  hint,
  control,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  control(props: PaymentControlProps): ReactElement;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900 dark:text-gray-100">
        {label}
      </label>
      {control({
        id,
        className: CONTROL,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': true,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** The screen's message for screen readers and eyes: always in the DOM, so changes are announced. */
export function PaymentAlert({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message && (
        <p className="rounded-xl border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200">
          {message}
        </p>
      )}
    </div>
  );
}

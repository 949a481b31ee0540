import { useId, type ReactElement } from 'react';

const CONTROL =
  'mt-1 block w-full rounded-xl border border-gray-500 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-500 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:aria-[invalid=true]:border-red-400';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * A labelled delivery field whose message is tied to its control (aria-invalid +
 * aria-describedby); `control` renders the input, select or textarea with the given props.
 */
export function DeliveryField({
  label,
  optional = false,
  error,
  control,
}: {
  label: string;
  optional?: boolean;
  error?: string;
  control(props: ControlProps): ReactElement;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-900 dark:text-gray-100">
        {label}
        {optional && (
          <span className="font-normal text-gray-700 dark:text-gray-300"> (opcional)</span>
        )}
      </label>
      {control({
        id,
        className: CONTROL,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': optional ? undefined : true,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

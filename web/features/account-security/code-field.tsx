import { TextField } from '../../ui/form-field';

/** The authenticator's 6-digit code, as phones fill it in from a message or an app. */
export function CodeField({
  value,
  onValueChange,
  invalid,
  describedBy,
  label = 'Código de 6 dígitos',
}: {
  value: string;
  onValueChange(value: string): void;
  invalid?: boolean;
  describedBy?: string;
  label?: string;
}) {
  return (
    <TextField
      name="codigo"
      label={label}
      value={value}
      onValueChange={(next) => onValueChange(next.replace(/[^\d\s]/g, '').slice(0, 7))}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9 ]*"
      maxLength={7}
      spellCheck={false}
      invalid={invalid}
      describedBy={describedBy}
      className="mt-1 block w-full rounded-xl border border-gray-500 bg-white px-3 py-2.5 font-mono text-xl tracking-[0.3em] text-gray-900 aria-[invalid=true]:border-red-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:aria-[invalid=true]:border-red-400"
    />
  );
}

/** True when `value` holds six digits (spaces aside): the server's TotpSignInSchema check. */
export const isSixDigits = (value: string) => /^\d{6}$/.test(value.replace(/\s/g, ''));

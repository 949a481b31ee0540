import { useId, useState, type FormEvent } from 'react';
import { loginErrorMessage } from '../../../domain/client-errors';
import { LoginSchema } from '../../../domain/schemas/auth';
import { useSession } from '../../app/session';
import { Button } from '../../ui/button';
import { FormAlert, TextField } from '../../ui/form-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

type LoginField = 'email' | 'cedula' | 'telefono';
const EMPTY = { email: '', cedula: '', telefono: '' };

/** Login by e-mail, cédula and teléfono together (customer spec §5); there is no password. */
export function LoginForm() {
  const { login } = useSession();
  const alertId = useId();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<Set<LoginField>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: LoginField) => ({
    name,
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    invalid: invalid.has(name),
    describedBy: invalid.has(name) ? alertId : undefined,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const parsed = LoginSchema.safeParse(values);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => issue.path[0] as LoginField)));
      setFormError(parsed.error.issues[0]?.message ?? null);
      focusFirstInvalid();
      return;
    }
    setInvalid(new Set());
    setFormError(null);
    setSubmitting(true);
    try {
      await login(parsed.data);
    } catch (error) {
      setFormError(loginErrorMessage(error instanceof Error ? error.message : null));
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <div className="space-y-4">
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          {...field('email')}
        />
        <TextField label="Cédula" inputMode="numeric" autoComplete="off" {...field('cedula')} />
        <TextField
          label="Teléfono"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          {...field('telefono')}
        />
      </div>
      <FormAlert id={alertId} message={formError} />
      <Button
        type="submit"
        size="large"
        className="mt-6 w-full"
        aria-disabled={submitting || undefined}
      >
        {submitting ? 'Ingresando…' : 'Ingresar'}
      </Button>
    </form>
  );
}

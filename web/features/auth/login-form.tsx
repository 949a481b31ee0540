import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loginErrorMessage } from '../../../domain/client-errors';
import { formatDateBogota } from '../../../domain/dates';
import { MESSAGES } from '../../../domain/messages';
import { isStaff } from '../../../domain/permissions';
import { RETURN_PARAM, safeReturnPath } from '../../../domain/routes';
import { LoginSchema } from '../../../domain/schemas/auth';
import { roleOf, useSession, type FactorChallenge } from '../../app/session';
import { accountDeletedHereAt } from '../../app/storage';
import { Button } from '../../ui/button';
import { FormAlert, TextField } from '../../ui/form-field';
import type { PasskeySlot } from '../account-security/passkey-slot';
import { SignInEnrolment } from '../account-security/sign-in-enrolment';
import { FactorStep } from './factor-step';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

type LoginField = 'email' | 'cedula' | 'telefono';
const EMPTY = { email: '', cedula: '', telefono: '' };

/**
 * Login by e-mail, cédula and teléfono together (customer spec §5); there is no password. Staff
 * then confirm with a second factor, or enrol their first one (issue 39); `passkey` plugs the
 * passkey button into both steps.
 */
export function LoginForm({
  passkey,
  onStepChange,
}: {
  passkey?: PasskeySlot;
  /** True while the second step shows instead of the three facts. */
  onStepChange?(inStep: boolean): void;
} = {}) {
  const { login, adopt } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const alertId = useId();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [values, setValues] = useState(EMPTY);
  const [invalid, setInvalid] = useState<Set<LoginField>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<FactorChallenge | null>(null);

  const showStep = (next: FactorChallenge | null) => {
    setStep(next);
    onStepChange?.(next !== null);
  };
  const back = (message: string | null = null) => {
    showStep(null);
    setSubmitting(false);
    setFormError(message);
  };
  // Staff past the second step go to the panel, unless they asked for another page (a resident
  // confirming with a passkey stays in the store).
  const signedIn = (answer: unknown) => {
    try {
      const user = adopt(answer);
      if (isStaff(roleOf(user)) && !safeReturnPath(params.get(RETURN_PARAM))) void navigate('/admin');
    } catch (error) {
      back(loginErrorMessage(error instanceof Error ? error.message : null));
    }
  };

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
      const outcome = await login(parsed.data);
      if (outcome.kind !== 'signed-in') {
        setSubmitting(false);
        showStep(outcome);
      }
    } catch (error) {
      const message = loginErrorMessage(error instanceof Error ? error.message : null);
      const deletedAt = message === MESSAGES.auth.loginFailed ? accountDeletedHereAt() : null;
      setFormError(deletedAt ? MESSAGES.auth.loginFailedDeletedHere(formatDateBogota(deletedAt)) : message);
      setSubmitting(false);
    }
  }

  if (step?.kind === 'factor')
    return <FactorStep challenge={step} onSignedIn={signedIn} onBack={() => back()} passkey={passkey} />;
  if (step?.kind === 'enrol')
    return (
      <SignInEnrolment
        desafio={step.desafio}
        metodos={step.metodos}
        message={step.message}
        onSignedIn={signedIn}
        onBack={() => back()}
        passkey={passkey}
      />
    );

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

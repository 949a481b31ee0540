import { useRef, useState, type FormEvent } from 'react';
import type { ShopSettings } from '../../../domain/settings';
import { ApiError, apiRequest } from '../../app/api-client';
import { Button } from '../../ui/button';
import { FormAlert, TextField } from '../../ui/form-field';
import {
  checkDraft,
  draftFrom,
  errorsFrom,
  type FieldErrors,
  type SetupDraft,
} from './setup-draft';
import { SetupHours } from './setup-hours';

const SEND_ERROR = 'No pudimos terminar la configuración. Intenta de nuevo.';
const FIX_FIELDS = 'Revisa los campos marcados.';
const ALERT_ID = 'configuracion-alerta';

/**
 * The one-time setup's form: the first administrator and the shop's facts. The domain schema
 * previews the server's check; the server's 400 `fields` land next to the same fields. A second
 * tap while the first is in flight sends nothing.
 */
export function FirstStartForm({
  defaults,
  codeRequired = false,
  onDone,
  onClosed,
}: {
  defaults: ShopSettings;
  /** The server asks for its setup code (a browser not on the server's own machine, issue 39). */
  codeRequired?: boolean;
  /** The 201 answer (the enrolment's `desafio`, issue 39). */
  onDone(answer: unknown): void;
  /** Someone else finished the setup first. */
  onClosed(): void;
}) {
  const [draft, setDraft] = useState<SetupDraft>(() => draftFrom(defaults));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    // After React paints the marks: focus the first field that needs a fix, in page order.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const checked = checkDraft(draft, defaults);
    if (!checked.ok) return showErrors(checked.errors);
    sending.current = true;
    setBusy(true);
    setErrors({});
    try {
      const answer = await apiRequest<unknown>('POST', '/api/configuracion-inicial', checked.body, {
        handleSessionExpiry: false,
      });
      onDone(answer);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return onClosed();
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const message = error instanceof ApiError ? error.message : SEND_ERROR;
      const next = errorsFrom(fields, draft.porDia);
      showErrors(Object.keys(next).length > 0 ? next : { form: message });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  const field = (key: keyof SetupDraft & string, label: string, extra: object = {}) => (
    <TextField
      name={key}
      label={label}
      value={String(draft[key])}
      error={errors[key]}
      describedBy={errors.form ? ALERT_ID : undefined}
      onValueChange={(value) => setDraft({ ...draft, [key]: value })}
      {...extra}
    />
  );
  const alert = errors.form ?? (Object.keys(errors).length > 0 ? FIX_FIELDS : null);

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="space-y-6"
      aria-label="Configuración inicial"
    >
      {codeRequired && (
        <fieldset className="min-w-0 space-y-3">
          <legend className="text-lg font-bold">Código de configuración</legend>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Así sabemos que la tienda es tuya. El servidor lo escribe en su registro al arrancar
            («Código de configuración: …»); también lo muestra{' '}
            <code className="break-all">npm run admin -- setup-code</code>.
          </p>
          {field('codigo', 'Código de configuración', {
            autoComplete: 'off',
            autoCapitalize: 'characters',
            spellCheck: false,
          })}
        </fieldset>
      )}
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-lg font-bold">Tu cuenta de administrador</legend>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Con estos datos ingresas después: correo, cédula y teléfono, sin contraseña.
        </p>
        {field('nombre', 'Nombre completo', { autoComplete: 'name' })}
        {field('email', 'Correo electrónico', {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
        })}
        {field('cedula', 'Cédula', { inputMode: 'numeric' })}
        {field('telefono', 'Teléfono', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      </fieldset>
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-lg font-bold">Tu tienda</legend>
        {field('tienda', 'Nombre de la tienda')}
        {field('conjunto', 'Nombre del conjunto')}
        <div className="grid grid-cols-2 gap-2">
          {field('torres', 'Torres', { inputMode: 'numeric' })}
          {field('pisos', 'Pisos por torre', { inputMode: 'numeric' })}
        </div>
      </fieldset>
      <fieldset className="min-w-0 space-y-3">
        <legend className="text-lg font-bold">Contacto y datos legales</legend>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Los residentes te escriben aquí, y así apareces en el pie de página, los términos y la
          política de privacidad.
        </p>
        {field('whatsapp', 'WhatsApp de la tienda', {
          type: 'tel',
          inputMode: 'tel',
          placeholder: '300 123 4567',
        })}
        {field('correo', 'Correo de la tienda', { type: 'email', inputMode: 'email' })}
        {field('razonSocial', 'Razón social (o tu nombre si eres persona natural)', {
          autoComplete: 'organization',
        })}
        {field('nit', 'NIT con dígito de verificación', { placeholder: '900.123.456-8' })}
      </fieldset>
      <SetupHours draft={draft} errors={errors} onChange={setDraft} />
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Envíos, mínimos y puntos empiezan con valores comunes; los cambias cuando quieras en
        Ajustes.
      </p>
      <FormAlert id={ALERT_ID} message={alert} />
      <Button type="submit" size="large" className="w-full" disabled={busy}>
        {busy ? 'Configurando…' : 'Crear mi tienda'}
      </Button>
    </form>
  );
}

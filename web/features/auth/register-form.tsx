import { useId, useState, type FormEvent } from 'react';
import { registerErrorMessage } from '../../../domain/client-errors';
import { bogotaDayKey, popupStorageKey } from '../../../domain/dates';
import { MESSAGES } from '../../../domain/messages';
import { towerNumbers, type ShopSettings } from '../../../domain/settings';
import { ApiError } from '../../app/api-client';
import { useSession } from '../../app/session';
import { useShopSettings } from '../../app/shop-settings';
import { writeJson } from '../../app/storage';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { ConsentBlock } from './consent-block';
import { FIELD_REQUIRED, FormAlert, SelectField, TextField } from '../../ui/form-field';
import {
  checkRegistration,
  EMPTY_REGISTER,
  pickFields,
  type RegisterField,
  type RegisterValues,
} from './register-validation';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

type TextKey = Exclude<RegisterField, 'privacy_accepted' | 'marketing_accepted'>;

// The towers of the complex as the shop's settings count them (issue 26).
const towerOptions = (settings: ShopSettings) =>
  towerNumbers(settings).map((tower) => ({ value: tower, label: `Torre ${tower}` }));

/** Registration of a resident (customer spec §5): the register button waits for the consent. */
export function RegisterForm() {
  const { register } = useSession();
  const settings = useShopSettings();
  const alertId = useId();
  const hintId = useId();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER);
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = <K extends RegisterField>(name: K, value: RegisterValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const field = (name: TextKey) => {
    const error = errors[name];
    return {
      name,
      value: values[name],
      onValueChange: (value: string) => set(name, value),
      error: error === MESSAGES.auth.registerRequiredFields ? FIELD_REQUIRED : error,
    };
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const check = checkRegistration(values, settings.tienda);
    if (!check.ok) {
      setErrors(check.fields);
      setFormError(check.formError);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const user = await register(check.value);
      // The store opens at its top, not where the form was scrolled; the registration day
      // belongs to the welcome, so the daily popup waits until tomorrow (issue 22).
      writeJson(popupStorageKey(String(user.id ?? user.email)), bogotaDayKey(new Date()));
      window.scrollTo(0, 0);
      toast.success(MESSAGES.auth.welcome(user.nombre.split(' ')[0] ?? '', settings.tienda.nombre));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const message = registerErrorMessage(
        error instanceof Error ? error.message : null,
        apiError?.code,
      );
      const fields = pickFields(apiError?.fields);
      if (apiError?.code === 'EMAIL_TAKEN') fields.email = message;
      if (apiError?.code === 'CEDULA_TAKEN') fields.cedula = message;
      // One answer for either (issue 46): both are the ones to check.
      if (apiError?.code === 'REGISTRATION_REFUSED')
        Object.assign(fields, { email: message, cedula: message });
      setErrors(fields);
      setFormError(message);
      setSubmitting(false);
      if (Object.keys(fields).length > 0) focusFirstInvalid();
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <div className="space-y-4">
        <TextField label="Nombre completo" autoComplete="name" {...field('nombre')} />
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
          hint="10 dígitos; lo usamos para confirmar tus entregas."
          {...field('telefono')}
        />
        <TextField
          label="Teléfono alternativo"
          optional
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          {...field('telefono_alternativo')}
        />
        <div className="grid grid-cols-[repeat(auto-fit,minmax(7rem,1fr))] gap-x-3 gap-y-4">
          <SelectField
            label="Torre"
            placeholder="Elige"
            options={towerOptions(settings)}
            {...field('torre')}
          />
          <TextField label="Piso" inputMode="numeric" autoComplete="off" {...field('piso')} />
          <TextField label="Apartamento" autoComplete="off" {...field('apartamento')} />
        </div>
        <TextField
          label="Notas de entrega"
          optional
          placeholder={MESSAGES.forms.deliveryNotesPlaceholder}
          autoComplete="off"
          {...field('notas_entrega')}
        />
        <ConsentBlock
          privacy={values.privacy_accepted}
          marketing={values.marketing_accepted}
          onPrivacyChange={(value) => set('privacy_accepted', value)}
          onMarketingChange={(value) => set('marketing_accepted', value)}
          privacyError={errors.privacy_accepted}
        />
      </div>
      <FormAlert id={alertId} message={formError} />
      {!values.privacy_accepted && (
        <p id={hintId} className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          {MESSAGES.auth.privacyRequired}
        </p>
      )}
      <Button
        type="submit"
        size="large"
        className="mt-4 w-full"
        disabled={!values.privacy_accepted}
        aria-disabled={submitting || undefined}
        aria-describedby={values.privacy_accepted ? undefined : hintId}
      >
        {submitting ? 'Creando tu cuenta…' : 'Registrarme'}
      </Button>
    </form>
  );
}

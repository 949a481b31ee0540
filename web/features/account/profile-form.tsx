import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { towerNumbers, type ShopSettings } from '../../../domain/settings';
import { profileAddressProblems } from '../../../domain/address';
import { ProfileUpdateSchema } from '../../../domain/schemas/auth';
import { fieldErrors } from '../../../domain/schemas/common';
import { ApiError, apiRequest } from '../../app/api-client';
import { useSession, type SessionUser } from '../../app/session';
import { useShopSettings } from '../../app/shop-settings';
import { Button } from '../../ui/button';
import { toast } from '../../ui/toast';
import { HandoffChoice } from '../checkout/handoff-choice';
import { FormAlert, SelectField, TextField } from '../../ui/form-field';

// The towers of the complex as the shop's settings count them (issue 26).
const towerOptions = (settings: ShopSettings) =>
  towerNumbers(settings).map((tower) => ({ value: tower, label: `Torre ${tower}` }));

type Values = Record<
  | 'nombre'
  | 'email'
  | 'cedula'
  | 'telefono'
  | 'telefono_alternativo'
  | 'torre'
  | 'piso'
  | 'apartamento'
  | 'notas_entrega'
  | 'entrega_modo'
  | 'entrega_recibe',
  string
>;
const LOGIN_FIELDS = ['email', 'cedula', 'telefono'] as const;

function fromUser(user: SessionUser): Values {
  return {
    nombre: user.nombre ?? '',
    email: user.email ?? '',
    cedula: String(user.cedula ?? ''),
    telefono: user.telefono ?? '',
    telefono_alternativo: user.telefono_alternativo ?? '',
    torre: user.torre ? String(user.torre) : '',
    piso: user.piso ? String(user.piso) : '',
    apartamento: user.apartamento ?? '',
    notas_entrega: user.notas_entrega ?? '',
    entrega_modo: user.entrega_modo === 'porteria' ? 'porteria' : 'apartamento',
    entrega_recibe: typeof user.entrega_recibe === 'string' ? user.entrega_recibe : '',
  };
}

/**
 * Profile edit (PUT /auth/profile). Changing the e-mail, cédula or phone — the login — asks for
 * the three current values, as the server requires. The handoff default (DESIGN §8) is the same
 * choice the checkout offers and remembers.
 */
export function ProfileForm() {
  const { user, updateUser } = useSession();
  const settings = useShopSettings();
  const alertId = useId();
  const [values, setValues] = useState<Values>(() =>
    user ? fromUser(user) : fromUser({} as SessionUser),
  );
  const [current, setCurrent] = useState({ email: '', cedula: '', telefono: '' });
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const saved = fromUser(user);
  const changesLogin = LOGIN_FIELDS.some((k) => values[k].trim() !== saved[k]);

  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    onValueChange: (v: string) => setValues((c) => ({ ...c, [name]: v })),
    error: fields[name],
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const body: Record<string, unknown> = {};
    for (const key of Object.keys(values) as (keyof Values)[]) {
      if (values[key].trim() !== saved[key])
        body[key] = values[key].trim() === '' ? null : values[key];
    }
    if (Object.keys(body).length === 0) {
      toast.info('No hay cambios para guardar.');
      return;
    }
    if (changesLogin) body.credenciales_actuales = current;
    // Every field's message at once, the complex's rules included, as the server answers (issue 40).
    const parsed = ProfileUpdateSchema.safeParse(body);
    const problems = parsed.success ? {} : fieldErrors(parsed.error);
    const address = {
      torre: ProfileUpdateSchema.shape.torre.safeParse(body.torre).data,
      piso: ProfileUpdateSchema.shape.piso.safeParse(body.piso).data,
      apartamento: ProfileUpdateSchema.shape.apartamento.safeParse(body.apartamento).data,
    };
    for (const p of profileAddressProblems(address, { piso: Number(saved.piso), apartamento: saved.apartamento }, settings.tienda))
      problems[p.field] ??= p.message;
    const first = Object.values(problems)[0];
    if (first !== undefined) {
      setFields(problems);
      setError(first);
      return;
    }
    setFields({});
    setSaving(true);
    try {
      const answer = await apiRequest<{ user: SessionUser }>('PUT', '/auth/profile', body);
      updateUser(answer.user);
      setValues(fromUser(answer.user));
      setCurrent({ email: '', cedula: '', telefono: '' });
      toast.success('Datos actualizados');
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields);
      setError(e instanceof Error ? e.message : MESSAGES.server.internal);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-describedby={alertId}
      className="space-y-3"
    >
      <TextField label="Nombre completo" autoComplete="name" {...field('nombre')} />
      <TextField label="Correo electrónico" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Cédula" inputMode="numeric" autoComplete="off" {...field('cedula')} />
      <TextField label="Teléfono" type="tel" autoComplete="tel" {...field('telefono')} />
      <TextField
        label="Teléfono alternativo"
        optional
        type="tel"
        autoComplete="off"
        {...field('telefono_alternativo')}
      />
      <div className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-3">
        <SelectField
          label="Torre"
          placeholder="Elige"
          options={towerOptions(settings)}
          {...field('torre')}
        />
        <TextField label="Piso" inputMode="numeric" autoComplete="off" {...field('piso')} />
        <TextField label="Apartamento" autoComplete="off" {...field('apartamento')} />
      </div>
      <TextField label="Notas de entrega" optional autoComplete="off" {...field('notas_entrega')} />
      <HandoffChoice
        value={values.entrega_modo === 'porteria' ? 'porteria' : 'apartamento'}
        recibe={values.entrega_recibe}
        recibeError={fields.entrega_recibe}
        onMode={(mode) =>
          setValues((c) => ({
            ...c,
            entrega_modo: mode,
            entrega_recibe: mode === 'porteria' ? c.entrega_recibe : '',
          }))
        }
        onRecibe={(v) => setValues((c) => ({ ...c, entrega_recibe: v }))}
      />
      {changesLogin && (
        <fieldset className="rounded-2xl border border-amber-600 p-3 dark:border-amber-400">
          <legend className="px-1 font-semibold">Confirma tus datos de ingreso actuales</legend>
          <p className="mb-2 text-sm text-gray-800 dark:text-gray-200">
            El correo, la cédula y el teléfono son tu forma de entrar. Para cambiarlos escribe los
            tres valores actuales.
          </p>
          <div className="space-y-3">
            <TextField
              label="Correo actual"
              type="email"
              autoComplete="off"
              name="actual_email"
              value={current.email}
              onValueChange={(v) => setCurrent((c) => ({ ...c, email: v }))}
            />
            <TextField
              label="Cédula actual"
              inputMode="numeric"
              autoComplete="off"
              name="actual_cedula"
              value={current.cedula}
              onValueChange={(v) => setCurrent((c) => ({ ...c, cedula: v }))}
            />
            <TextField
              label="Teléfono actual"
              type="tel"
              autoComplete="off"
              name="actual_telefono"
              value={current.telefono}
              onValueChange={(v) => setCurrent((c) => ({ ...c, telefono: v }))}
            />
          </div>
        </fieldset>
      )}
      <FormAlert id={alertId} message={error} />
      <Button type="submit" disabled={saving}>
        {saving ? 'Guardando…' : 'Guardar cambios'}
      </Button>
    </form>
  );
}

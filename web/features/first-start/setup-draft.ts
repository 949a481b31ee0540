import { FirstStartSchema, type FirstStart } from '../../../domain/schemas/settings';
import { WEEKDAY_NAMES, type DayHours, type ShopSettings } from '../../../domain/settings';

/** What the setup form holds: typed text, turned into the POST body only when it is sent. */
export interface SetupDraft {
  /** The setup code of the server's log (issue 39); empty when the server does not ask for it. */
  codigo: string;
  nombre: string;
  email: string;
  cedula: string;
  telefono: string;
  tienda: string;
  conjunto: string;
  torres: string;
  pisos: string;
  /** The shop's own contact and operator (issue 41): asked here, never borrowed from the demo. */
  whatsapp: string;
  correo: string;
  razonSocial: string;
  nit: string;
  /** One window for every day, unless `porDia`. */
  abre: string;
  cierra: string;
  porDia: boolean;
  semana: DayHours[];
}

export function draftFrom(settings: ShopSettings): SetupDraft {
  const first = settings.horario.semana[0] ?? { abierto: true, abre: '06:00', cierra: '23:00' };
  return {
    codigo: '',
    nombre: '',
    email: '',
    cedula: '',
    telefono: '',
    tienda: settings.tienda.nombre,
    // Typed by the owner: a default complex name would be someone else's.
    conjunto: '',
    torres: String(settings.tienda.torres),
    pisos: String(settings.tienda.pisos_por_torre),
    whatsapp: settings.contacto.whatsapp,
    correo: settings.contacto.correo,
    razonSocial: settings.legal.razon_social,
    nit: settings.legal.nit,
    abre: first.abre,
    cierra: first.cierra,
    porDia: false,
    semana: settings.horario.semana.map((d) => ({ ...d })),
  };
}

const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The POST body: the defaults the server gave, with what the person typed laid over them. */
export function bodyFrom(draft: SetupDraft, defaults: ShopSettings): unknown {
  const semana = draft.porDia
    ? draft.semana
    : WEEKDAY_NAMES.map(() => ({ abierto: true, abre: draft.abre, cierra: draft.cierra }));
  return {
    ...(draft.codigo.trim() === '' ? {} : { codigo: draft.codigo.trim() }),
    administrador: {
      nombre: draft.nombre,
      email: draft.email,
      cedula: draft.cedula,
      telefono: draft.telefono,
    },
    ajustes: {
      ...defaults,
      tienda: {
        ...defaults.tienda,
        nombre: draft.tienda,
        conjunto: draft.conjunto,
        torres: whole(draft.torres),
        pisos_por_torre: whole(draft.pisos),
      },
      horario: { ...defaults.horario, semana },
      // The WhatsApp is also the phone Ajustes shows; it can be changed there.
      contacto: { telefono: draft.whatsapp.trim(), whatsapp: draft.whatsapp, correo: draft.correo },
      legal: { razon_social: draft.razonSocial, nit: draft.nit },
    },
  };
}

/** Field keys of the form (the server's `fields` use the same dotted paths). */
export type FieldErrors = Record<string, string>;

/**
 * A dotted path of the body ('ajustes.tienda.torres') → the form field that shows it. With one
 * window for the week, every day's hour lands on the shared field.
 */
export function fieldOf(path: string, porDia: boolean): string | null {
  if (path === 'codigo') return 'codigo';
  const admin = /^administrador\.(nombre|email|cedula|telefono)$/.exec(path);
  if (admin) return admin[1]!;
  const shop: Record<string, string> = {
    'ajustes.tienda.nombre': 'tienda',
    'ajustes.tienda.conjunto': 'conjunto',
    'ajustes.tienda.torres': 'torres',
    'ajustes.tienda.pisos_por_torre': 'pisos',
    'ajustes.contacto.whatsapp': 'whatsapp',
    'ajustes.contacto.telefono': 'whatsapp',
    'ajustes.contacto.correo': 'correo',
    'ajustes.legal.razon_social': 'razonSocial',
    'ajustes.legal.nit': 'nit',
  };
  if (shop[path]) return shop[path];
  const day = /^ajustes\.horario\.semana\.(\d)\.(abre|cierra)$/.exec(path);
  if (day) return porDia ? `dia${day[1]}.${day[2]}` : day[2]!;
  return null;
}

/** Errors by form field, first message per field; what no field shows goes to `form`. */
export function errorsFrom(paths: Record<string, string>, porDia: boolean): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, message] of Object.entries(paths)) {
    const key = fieldOf(path, porDia) ?? 'form';
    errors[key] ??= message;
  }
  return errors;
}

/** The browser's preview of the server's check, with the same domain schema. */
export function checkDraft(
  draft: SetupDraft,
  defaults: ShopSettings,
): { ok: true; body: FirstStart } | { ok: false; errors: FieldErrors } {
  const parsed = FirstStartSchema.safeParse(bodyFrom(draft, defaults));
  if (parsed.success) return { ok: true, body: parsed.data };
  const paths: Record<string, string> = {};
  for (const issue of parsed.error.issues) paths[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors: errorsFrom(paths, draft.porDia) };
}

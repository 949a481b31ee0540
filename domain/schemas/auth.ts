import { z } from 'zod';
import { missingPreferenceField } from './cart';
import { MESSAGES } from '../messages';
import { deliveryFields } from './orders';
import {
  apartmentField,
  booleanish,
  cedulaField,
  contactPhoneField,
  emailField,
  floorField,
  mobilePhoneField,
  normalizeCedula,
  optionalField,
  optionalText,
  personNameField,
  requiredText,
  towerField,
} from './common';

const LOGIN = MESSAGES.auth.loginRequiredFields;
const REQUIRED = MESSAGES.auth.registerRequiredFields;

/** POST /auth/login: all three required; e-mail trimmed and lower-cased, the others trimmed. */
export const LoginSchema = z.object({
  email: requiredText(LOGIN, 254).toLowerCase(),
  // Normalised as at registration ('52.123.456' logs in as 52123456), never refused for its form.
  cedula: z.preprocess(normalizeCedula, requiredText(LOGIN, 20)),
  telefono: requiredText(LOGIN, 20),
  /** The random id this browser keeps (issue 39): a known device is told from a new one. */
  dispositivo: z.string().trim().min(8).max(100).optional().catch(undefined),
});
export type Login = z.infer<typeof LoginSchema>;

/** Fields a customer can give at registration and later edit, without defaults. */
const profileFields = {
  nombre: personNameField(REQUIRED),
  telefono: mobilePhoneField(REQUIRED),
  telefono_alternativo: optionalField(contactPhoneField(REQUIRED)),
  torre: towerField(MESSAGES.auth.towerInvalid, REQUIRED),
  piso: floorField(MESSAGES.auth.floorInvalid, REQUIRED),
  apartamento: apartmentField(REQUIRED),
  notas_entrega: optionalText(500),
};

/** POST /auth/register. privacy_accepted must be true; marketing consent is optional. */
export const RegisterSchema = z.object({
  nombre: profileFields.nombre,
  email: emailField(REQUIRED),
  cedula: cedulaField(REQUIRED),
  telefono: profileFields.telefono,
  telefono_alternativo: profileFields.telefono_alternativo,
  torre: profileFields.torre,
  piso: profileFields.piso,
  apartamento: profileFields.apartamento,
  notas_entrega: profileFields.notas_entrega,
  privacy_accepted: z.preprocess(
    booleanish,
    z.literal(true, { error: MESSAGES.auth.privacyRequired }),
  ),
  marketing_accepted: z
    .preprocess(booleanish, z.boolean().optional())
    .optional()
    .transform((v) => v ?? false),
});
export type Register = z.infer<typeof RegisterSchema>;

/** The three values that together are the login; changing any of them needs all three current ones. */
export const CurrentCredentialsSchema = z.object({
  email: requiredText(MESSAGES.auth.currentCredentialsRequired, 254).toLowerCase(),
  cedula: z.preprocess(normalizeCedula, requiredText(MESSAGES.auth.currentCredentialsRequired, 20)),
  telefono: requiredText(MESSAGES.auth.currentCredentialsRequired, 20),
});
export type CurrentCredentials = z.infer<typeof CurrentCredentialsSchema>;

/**
 * PUT /auth/profile: every field optional, nothing defaulted, so absent fields stay as stored.
 * `email`, `cedula` and `telefono` are the login: a change to any of them must carry
 * `credenciales_actuales` (the server checks them against the stored ones).
 */
export const ProfileUpdateSchema = z.object({
  nombre: profileFields.nombre.optional(),
  email: emailField(REQUIRED).optional(),
  cedula: cedulaField(REQUIRED).optional(),
  telefono: profileFields.telefono.optional(),
  telefono_alternativo: profileFields.telefono_alternativo,
  torre: profileFields.torre.optional(),
  piso: profileFields.piso.optional(),
  apartamento: profileFields.apartamento.optional(),
  notas_entrega: profileFields.notas_entrega,
  entrega_modo: deliveryFields.entrega_modo,
  entrega_recibe: deliveryFields.recibe,
  faltantes_preferencia: missingPreferenceField,
  marketing_accepted: z.preprocess(booleanish, z.boolean().optional()).optional(),
  credenciales_actuales: CurrentCredentialsSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

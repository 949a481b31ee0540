import type { TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { SoftAuthenticator } from '../../test/soft-authenticator';

/** Test-only helpers for the passkey routes: requests as the browser wrapper sends them. */

export function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

/** Adds a passkey to a signed-in account (Mi cuenta), answering the registration's body. */
export async function addPasskey(t: TestApp, authorization: string, device = new SoftAuthenticator()) {
  const options = await post(t, '/auth/passkey/opciones-registro', {}, { authorization });
  if (options.statusCode !== 200) throw new Error(`options → ${options.statusCode} ${options.body}`);
  const res = await post(
    t,
    '/auth/passkey/registrar',
    { respuesta: device.register(options.json().opciones), nombre: 'Mi teléfono' },
    { authorization },
  );
  return { res, device };
}

/** "Entrar con huella o Face ID": options without a sign-in, then the assertion. */
export async function oneTap(t: TestApp, device: SoftAuthenticator, knobs: Parameters<SoftAuthenticator['authenticate']>[1] = {}) {
  const options = (await post(t, '/auth/passkey/opciones-ingreso', {})).json();
  return post(t, '/auth/passkey/ingresar', {
    id_desafio: options.id_desafio,
    respuesta: device.authenticate(options.opciones, knobs),
  });
}

/** The three facts from a device (the browser's kept id), answering the login's body. */
export async function loginFrom(t: TestApp, user: { email: string; cedula: string; telefono: string }, device: string) {
  const res = await post(t, '/auth/login', { email: user.email, cedula: user.cedula, telefono: user.telefono }, { 'x-dispositivo': device });
  return res.json();
}

/** The factor step with a passkey: options for the sign-in's account, then the assertion. */
export async function passkeyStep(t: TestApp, desafio: string, device: SoftAuthenticator, knobs: Parameters<SoftAuthenticator['authenticate']>[1] = {}) {
  const options = await post(t, '/auth/passkey/opciones-ingreso', { desafio });
  if (options.statusCode !== 200) return options;
  const { opciones, id_desafio } = options.json();
  return post(t, '/auth/passkey/ingresar', { desafio, id_desafio, respuesta: device.authenticate(opciones, knobs) });
}

/** A resident signed in with the three facts from `device`, answering their bearer header. */
export async function residentOn(t: TestApp, device = 'dispositivo-casa-1') {
  const user = await createUser(t.database.db);
  const login = await loginFrom(t, user, device);
  if (!login.token) throw new Error(`login: ${JSON.stringify(login)}`);
  return { user, authorization: `Bearer ${login.token as string}` };
}

/** A staff member who enrolled a passkey as their first factor during the sign-in. */
export async function staffWithPasskey(t: TestApp, rol: 'admin' | 'encargado' | 'repartidor' = 'admin') {
  const user = await createUser(t.database.db, { rol });
  const login = await loginFrom(t, user, 'dispositivo-tienda-1');
  if (!login.enrolamiento_requerido) throw new Error(`expected enrolment: ${JSON.stringify(login)}`);
  const device = new SoftAuthenticator();
  const options = (await post(t, '/auth/passkey/opciones-registro', { desafio: login.desafio })).json();
  const res = await post(t, '/auth/passkey/registrar', { desafio: login.desafio, respuesta: device.register(options.opciones) });
  if (res.statusCode !== 200) throw new Error(`enrol → ${res.statusCode} ${res.body}`);
  return { user, device, authorization: `Bearer ${res.json().token as string}`, body: res.json() };
}

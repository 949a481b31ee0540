import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { consents, users } from '../db/schema';
import { BUSINESS } from '../../domain/business';
import { RegisterSchema } from '../../domain/schemas/auth';
import { firstMessage } from '../../domain/schemas/common';
import { endSessionsOf } from '../modules/auth/sessions.service';
import { setupCodeOf } from '../modules/settings/setup-code';
import { resetFactorByEmail } from './reset-factor';
import { keepNewFilesPrivate } from '../ops/private-files';
import { complain, say } from './terminal';

// What this command writes (the database, backups, secrets) is this user's only (issue 46).
keepNewFilesPrivate();

/**
 * `npm run admin -- create --email … --cedula … --telefono … --nombre …` makes an administrator;
 * `npm run admin -- promote --email …` / `demote --email …` change an existing user's role.
 * `npm run admin -- reset-factor --email …` removes a staff member's factors (server/cli/reset-factor.ts).
 * Uses the same DATABASE_URL / DATA_DIR as the server (stop a PGlite server first: one process
 * owns its folder).
 */
const USAGE = `Uso:
  npm run admin -- create --email E --cedula C --telefono T --nombre "N" [--torre 1 --piso 1 --apartamento A]
  npm run admin -- promote --email E
  npm run admin -- demote --email E
  npm run admin -- reset-factor --email E
  npm run admin -- setup-code`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'setup-code') {
    // Derived from the server's secret, no database needed (a PGlite server may own the folder).
    say(`Código de configuración: ${setupCodeOf(loadConfig().jwtSecret)}`);
    say('Sirve solo mientras la tienda no tenga administrador: ábrelo en /configuracion-inicial.');
    return 0;
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      cedula: { type: 'string' },
      telefono: { type: 'string' },
      nombre: { type: 'string' },
      torre: { type: 'string', default: '1' },
      piso: { type: 'string', default: '1' },
      apartamento: { type: 'string', default: 'Admin' },
    },
  });
  const email = values.email?.trim().toLowerCase();
  if (!command || !['create', 'promote', 'demote', 'reset-factor'].includes(command) || !email) {
    complain(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const { db } = database;
    if (command === 'reset-factor') {
      const { code, message } = await resetFactorByEmail(database, email, new Date());
      (code === 0 ? say : complain)(message);
      return code;
    }
    if (command === 'create') {
      // The same rules as the registration form, so an administrator is a valid resident record.
      const parsed = RegisterSchema.safeParse({
        nombre: values.nombre,
        email,
        cedula: values.cedula,
        telefono: values.telefono,
        torre: values.torre,
        piso: values.piso,
        apartamento: values.apartamento,
        privacy_accepted: true,
      });
      if (!parsed.success) {
        complain(`${firstMessage(parsed.error)}\n${USAGE}`);
        return 2;
      }
      const { nombre, cedula, telefono, torre, piso, apartamento } = parsed.data;
      await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ nombre, email, cedula, telefono, torre, piso, apartamento, rol: 'admin' })
          .returning({ id: users.id });
        if (!user) throw new Error('insert returned nothing');
        await tx.insert(consents).values({
          user_id: user.id,
          kind: 'privacy',
          accepted: true,
          policy_version: BUSINESS.legal.privacyPolicyVersion,
        });
      });
      say(`Administrador creado: ${email}`);
      return 0;
    }
    const rol = command === 'promote' ? 'admin' : 'customer';
    const updated = await db.update(users).set({ rol, updated_at: new Date() }).where(eq(users.email, email)).returning({ id: users.id });
    if (updated.length === 0) {
      complain(`No existe un usuario con el e-mail ${email}.`);
      return 1;
    }
    // A new role is a new set of keys (issue 39): the person signs in again, with a factor if staff.
    await endSessionsOf(db, updated[0]!.id, 'cambio_de_rol', new Date());
    say(command === 'promote' ? `${email} ahora es administrador.` : `${email} ya no es administrador.`);
    return 0;
  } catch (error) {
    const detail = (error as { constraint?: string; cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint;
    if (detail === 'users_email_unique') complain('Este correo electrónico ya está registrado.');
    else if (detail === 'users_cedula_unique') complain('Esta cédula ya está registrada.');
    else complain(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  // parseArgs refuses unknown options and stray words (an unquoted name, say).
  complain(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  return 2;
});

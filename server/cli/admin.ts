import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { consents, users } from '../db/schema';
import { BUSINESS } from '../../domain/business';

/**
 * `npm run admin -- create --email … --cedula … --telefono … --nombre …` makes an administrator;
 * `npm run admin -- promote --email …` / `demote --email …` change an existing user's role.
 * Uses the same DATABASE_URL / DATA_DIR as the server (stop a PGlite server first: one process
 * owns its folder).
 */
const USAGE = `Uso:
  npm run admin -- create --email E --cedula C --telefono T --nombre "N" [--torre 1 --piso 1 --apartamento A]
  npm run admin -- promote --email E
  npm run admin -- demote --email E`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      cedula: { type: 'string' },
      telefono: { type: 'string' },
      nombre: { type: 'string' },
      torre: { type: 'string', default: '1' },
      piso: { type: 'string', default: '1' },
      apartamento: { type: 'string', default: 'Administración' },
    },
  });
  const email = values.email?.trim().toLowerCase();
  if (!command || !['create', 'promote', 'demote'].includes(command) || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    const { db } = database;
    if (command === 'create') {
      const cedula = values.cedula?.trim();
      const telefono = values.telefono?.trim();
      const nombre = values.nombre?.trim();
      const torre = Number(values.torre);
      const piso = Number(values.piso);
      if (!cedula || !telefono || !nombre) {
        console.error('Faltan datos: --cedula, --telefono y --nombre son obligatorios.\n' + USAGE);
        return 2;
      }
      if (!Number.isInteger(torre) || torre < BUSINESS.towers.min || torre > BUSINESS.towers.max) {
        console.error('Selecciona una torre válida');
        return 2;
      }
      if (!Number.isInteger(piso) || piso < BUSINESS.floors.min || piso > BUSINESS.floors.max) {
        console.error('El piso debe estar entre 1 y 30');
        return 2;
      }
      await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ nombre, email, cedula, telefono, torre, piso, apartamento: values.apartamento ?? '', rol: 'admin' })
          .returning({ id: users.id });
        if (!user) throw new Error('insert returned nothing');
        await tx.insert(consents).values({
          user_id: user.id,
          kind: 'privacy',
          accepted: true,
          policy_version: BUSINESS.legal.privacyPolicyVersion,
        });
      });
      console.log(`Administrador creado: ${email}`);
      return 0;
    }
    const rol = command === 'promote' ? 'admin' : 'customer';
    const updated = await db.update(users).set({ rol, updated_at: new Date() }).where(eq(users.email, email)).returning({ id: users.id });
    if (updated.length === 0) {
      console.error(`No existe un usuario con el e-mail ${email}.`);
      return 1;
    }
    console.log(command === 'promote' ? `${email} ahora es administrador.` : `${email} ya no es administrador.`);
    return 0;
  } catch (error) {
    const detail = (error as { constraint?: string; cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint;
    if (detail === 'users_email_unique') console.error('Este email ya está registrado.');
    else if (detail === 'users_cedula_unique') console.error('Esta cédula ya está registrada.');
    else console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { randomToken } from '#server/lib/crypto.ts';

import { passwordProblem } from './password-policy';
import { hashPassword } from './passwords';

/** First start: create the administrator from ADMIN_* when no administrator exists yet. */
export async function bootstrapAdmin(db: Database, config: Config, log: FastifyBaseLogger): Promise<void> {
  const admins = await db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1);
  if (admins.length > 0) return;
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? randomToken(12);
  const inserted = await db
    .insert(users)
    .values({
      username: config.adminUsername,
      email: config.adminEmail ?? null,
      passwordHash: await hashPassword(password),
      isAdmin: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) return; // Another instance created it first.
  if (generated) {
    // Printed once, on purpose: it is the only way to learn the generated password.
    log.warn(
      `Administrador creado. Usuario: ${config.adminUsername} · Contraseña generada: ${password} ` +
        '(cámbiala en /cms/change-password; no se volverá a mostrar)',
    );
  } else {
    log.info({ username: config.adminUsername }, 'Administrador creado');
    // The operator's choice starts the product whatever it is (decision 042); a weak one is said out loud.
    const problem = passwordProblem(password, {
      username: config.adminUsername,
      email: config.adminEmail ?? null,
      personal: true,
    });
    if (problem) log.warn(`ADMIN_PASSWORD: ${problem} Cámbiala en /cms/change-password.`);
  }
}

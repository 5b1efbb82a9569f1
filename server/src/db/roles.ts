import pg from 'pg';

/**
 * What the server's role (DATABASE_URL) may do when the tables belong to another role, the owner
 * (MIGRATION_DATABASE_URL; docs/decisions/027): read and write every table, but only read and
 * append to the audit trail. It owns nothing, so it can neither ALTER a table nor disable a
 * trigger, and audit_row() ignores its `tintero.audit = 'off'` (migration 0015).
 *
 * Run by the owner after every migration, in one transaction: everything is first taken back, so
 * the grants are exactly these whatever was granted before, and a table a migration added (or a
 * restore made again) is covered. Sequences: nextval for the ids.
 */
export async function grantServerRole(owner: pg.ClientBase, role: string) {
  const grantee = pg.escapeIdentifier(role);
  await owner.query('BEGIN');
  try {
    for (const statement of [
      `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${grantee}`,
      `REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${grantee}`,
      `GRANT USAGE ON SCHEMA public TO ${grantee}`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${grantee}`,
      `REVOKE UPDATE, DELETE ON public.audit_events FROM ${grantee}`,
      `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${grantee}`,
    ]) {
      await owner.query(statement);
    }
    await owner.query('COMMIT');
  } catch (error) {
    await owner.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** The role a connection works as (what a URL without a user name, or PGUSER, comes to). */
export async function roleOf(client: pg.ClientBase | pg.Pool): Promise<string> {
  const { rows } = await client.query<{ role: string }>('SELECT current_user AS role');
  return rows[0]!.role;
}

/**
 * Whether `role` can act as the owner of the audit trail (it owns it, is a member of its owner, or
 * is a superuser): then the trail is a record, not a protection against this role.
 */
export async function mayRewriteAuditTrail(client: pg.ClientBase | pg.Pool): Promise<boolean | undefined> {
  const { rows } = await client.query<{ owner: boolean }>(
    `SELECT pg_has_role(current_user, relowner, 'USAGE') AS owner FROM pg_class WHERE oid = to_regclass('public.audit_events')`,
  );
  return rows[0]?.owner;
}

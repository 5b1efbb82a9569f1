// The floor this stack allows (DESIGN §10): bare Fastify + node-postgres running the same SQL and
// returning the same rows, with no auth, validation or presentation.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pg.types.setTypeParser(1700, Number); // numeric → number, as Drizzle's mode: 'number' does

const app = Fastify();
app.get<{ Params: { id: string } }>('/v1/users/:id', async (request) => {
  const { rows } = await pool.query(
    `SELECT id, id_type, identification_number, first_name, last_name, birthdate, gender, role, hour_value, email, phone, mobile,
            address, username, enabled, created_at, updated_at FROM users WHERE id = $1`,
    [Number(request.params.id)],
  );
  return rows[0];
});
app.get<{ Querystring: { year: string; month: string } }>('/v1/production_orders', async (request) => {
  const { rows } = await pool.query(
    `SELECT id, contract_number, reference, client, quantity, supplies_cost, leftovers_value, labor_cost, machinery_cost,
            cost_work_third_party, created_at, status, delivery_day, contract_value, actual_amount
     FROM production_orders po
     WHERE po.created_at >= make_timestamptz($1, $2, 1, 0, 0, 0, 'America/Bogota')
       AND po.created_at < make_timestamptz($1, $2, 1, 0, 0, 0, 'America/Bogota') + interval '1 month'
     ORDER BY po.created_at DESC, po.id DESC`,
    [Number(request.query.year), Number(request.query.month)],
  );
  return rows;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');

import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    id_type: varchar('id_type', { length: 60 }).notNull().default('Cédula de Ciudadanía'),
    identification_number: varchar('identification_number', { length: 20 }).notNull(),
    first_name: varchar('first_name', { length: 120 }).notNull(),
    last_name: varchar('last_name', { length: 120 }).notNull(),
    birthdate: date('birthdate', { mode: 'string' }),
    gender: varchar('gender', { length: 1, enum: ['F', 'M'] }).notNull(),
    role: varchar('role', { length: 20, enum: ['operator', 'administrator', 'seller'] }).notNull(),
    hour_value: money('hour_value').notNull().default(0),
    email: varchar('email', { length: 150 }),
    phone: varchar('phone', { length: 10 }),
    mobile: varchar('mobile', { length: 10 }),
    address: varchar('address', { length: 140 }),
    username: varchar('username', { length: 30 }).notNull(),
    password_hash: text('password_hash').notNull(),
    /** Bumped on disable, password change and role change: older tokens stop working at once. */
    token_version: integer('token_version').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_identification_number_unique').on(t.identification_number),
    index('users_role_enabled_idx').on(t.role, t.enabled),
  ],
);

export const lists = pgTable(
  'lists',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('lists_name_unique').on(t.name)],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    list_id: integer('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 120 }).notNull(),
    value: varchar('value', { length: 255 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('items_list_key_unique').on(t.list_id, t.key), index('items_list_value_idx').on(t.list_id, t.value)],
);

import { customType } from 'drizzle-orm/pg-core';

/** A bytea column read and written as a Buffer (uploaded images live in PostgreSQL: servers stay stateless). */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

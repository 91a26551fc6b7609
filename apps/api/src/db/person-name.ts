import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The users table, or an alias of it, as a query joins it. */
type Person = { firstName: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn };

/** A person as the console names them: their name, or their e-mail when they gave none; null once they are gone. */
export const personName = (person: Person) =>
  sql<
    string | null
  >`coalesce(nullif(trim(${person.firstName} || ' ' || ${person.lastName}), ''), ${person.email})`;

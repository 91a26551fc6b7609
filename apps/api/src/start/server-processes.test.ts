import { describe, expect, it } from 'vitest';
import { serverProcessCount } from './server-processes';

describe('serverProcessCount', () => {
  const postgres = 'postgres://x@db/paygrid';

  it('takes the configured count with PostgreSQL, and one a core for auto', () => {
    expect(serverProcessCount({ SERVER_PROCESSES: 1, DATABASE_URL: postgres }, 8)).toBe(1);
    expect(serverProcessCount({ SERVER_PROCESSES: 3, DATABASE_URL: postgres }, 8)).toBe(3);
    expect(serverProcessCount({ SERVER_PROCESSES: 'auto', DATABASE_URL: postgres }, 8)).toBe(8);
    expect(serverProcessCount({ SERVER_PROCESSES: 'auto', DATABASE_URL: postgres }, 0)).toBe(1);
  });

  it('is one on the embedded database, whatever auto would say', () => {
    expect(serverProcessCount({ SERVER_PROCESSES: 'auto', DATABASE_URL: undefined }, 8)).toBe(1);
    expect(serverProcessCount({ SERVER_PROCESSES: 1, DATABASE_URL: undefined }, 8)).toBe(1);
  });
});

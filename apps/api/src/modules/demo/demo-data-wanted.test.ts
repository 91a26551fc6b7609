import { describe, expect, it } from 'vitest';
import { demoDataWanted } from './demo-data-wanted';

const newcomer = {
  flag: undefined,
  appHostname: 'app.localhost',
  databaseKind: 'pglite' as const,
  databaseEmpty: true,
  nodeEnv: undefined,
};

describe('DEMO_DATA default', () => {
  it('is on for a first start on localhost with an empty embedded database', () => {
    expect(demoDataWanted(newcomer)).toBe(true);
    expect(demoDataWanted({ ...newcomer, appHostname: 'localhost' })).toBe(true);
  });

  it('is off on a real host, with PostgreSQL, on a database in use, and in tests', () => {
    expect(demoDataWanted({ ...newcomer, appHostname: 'console.example.com' })).toBe(false);
    expect(demoDataWanted({ ...newcomer, appHostname: 'notlocalhost' })).toBe(false);
    expect(demoDataWanted({ ...newcomer, databaseKind: 'postgres' })).toBe(false);
    expect(demoDataWanted({ ...newcomer, databaseEmpty: false })).toBe(false);
    expect(demoDataWanted({ ...newcomer, nodeEnv: 'test' })).toBe(false);
  });

  it('follows DEMO_DATA when it is set', () => {
    expect(demoDataWanted({ ...newcomer, flag: false })).toBe(false);
    expect(demoDataWanted({ ...newcomer, appHostname: 'console.example.com', flag: true })).toBe(true);
  });
});

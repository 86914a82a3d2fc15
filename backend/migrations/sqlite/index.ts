import * as migration_20261122_183916_initial from './20261122_183916_initial';
import * as migration_20261122_210412_elibrary_research from './20261122_210412_elibrary_research';
import * as migration_20261123_120832_accounts from './20261123_120832_accounts';

export const migrations = [
  {
    up: migration_20261122_183916_initial.up,
    down: migration_20261122_183916_initial.down,
    name: '20261122_183916_initial',
  },
  {
    up: migration_20261122_210412_elibrary_research.up,
    down: migration_20261122_210412_elibrary_research.down,
    name: '20261122_210412_elibrary_research',
  },
  {
    up: migration_20261123_120832_accounts.up,
    down: migration_20261123_120832_accounts.down,
    name: '20261123_120832_accounts'
  },
];

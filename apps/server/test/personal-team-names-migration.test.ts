// Migration 0012 names every personal team still called 'Personal' after its owner (first name, else
// the e-mail before the @), as sign-in names new ones; teams whose owner renamed them, and shared
// teams that happen to be called 'Personal', keep their names.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { personalTeamName } from '../src/teams/personal-team-name.ts';
import { migrateFrom, migrateUntil } from './migrations-fixtures.ts';

const MIGRATION = '0012_personal_team_names_checkout_return.sql';

describe('personal team names migration', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it('names personal teams after their owner and leaves chosen names alone', async () => {
    await migrateUntil(client, MIGRATION);
    const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    await client.exec(`
      insert into users (id, email, first_name) values
        ('${id(1)}', 'ada@example.com', 'Ada'),
        ('${id(2)}', 'grace.hopper@example.com', null),
        ('${id(3)}', 'linus@example.com', '  ');
      insert into teams (id, name, personal) values
        ('${id(4)}', 'Personal', true),
        ('${id(5)}', 'Personal', true),
        ('${id(6)}', 'Studio', true),
        ('${id(7)}', 'Personal', false);
      insert into team_members (team_id, user_id, role) values
        ('${id(4)}', '${id(1)}', 'team_owner'),
        ('${id(4)}', '${id(2)}', 'team_editor'),
        ('${id(5)}', '${id(2)}', 'team_owner'),
        ('${id(6)}', '${id(3)}', 'team_owner'),
        ('${id(7)}', '${id(3)}', 'team_owner');
    `);

    await migrateFrom(client, MIGRATION);

    const names = await client.query<{ id: string; name: string }>('select id, name from teams order by id');
    expect(names.rows.map((row) => row.name)).toEqual([
      "Ada's team",
      "grace.hopper's team",
      'Studio',
      'Personal',
    ]);
    // The same names sign-in gives new accounts.
    expect(personalTeamName({ email: 'ada@example.com', firstName: 'Ada' })).toBe("Ada's team");
    expect(personalTeamName({ email: 'grace.hopper@example.com', firstName: null })).toBe(
      "grace.hopper's team",
    );
    const column = await client.query(`select return_to from billing_checkouts limit 0`);
    expect(column.fields.map((field) => field.name)).toEqual(['return_to']);
  }, 120_000);
});

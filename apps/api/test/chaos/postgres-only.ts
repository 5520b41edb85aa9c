// The chaos tests replay races and database faults: PGlite runs one statement at a time and
// cannot be stopped or frozen, so they need a real PostgreSQL server (scripts/with-postgres.sh).
export function requirePostgres(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('the chaos tests need PostgreSQL: run `scripts/with-postgres.sh npm run chaos -w @horeca/api`');
  return url;
}

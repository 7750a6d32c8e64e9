import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';

async function main(): Promise<void> {
  const config = readConfig();
  // A missing database file is created, migrated and seeded (buildApp seeds an empty catalogue).
  const db = openDatabase(config.databasePath);
  const app = await buildApp({ db, config });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Store API listening on ${config.publicUrl}`);
  const stop = async () => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

import { buildApp } from './app';
import { openDatabase } from './db/database';
import { spotRunner } from './domain/spot/spotRunnerShared';
import { seedDemo } from './seed/seedDemo';
import { readSettings } from './settings';

/** Entry point of the reference back end: one port for the app, API, identity and hubs. */
async function main(): Promise<void> {
  const settings = readSettings();
  const db = await openDatabase(settings.dataDir, { databaseUrl: process.env.DATABASE_URL });
  await db
    .insertInto('app_meta')
    .values({ key: 'first_start', value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  if (await seedDemo(db)) console.log('已写入演示课程（首次启动）');
  const app = await buildApp({ db, staticDir: settings.staticDir, logger: true });
  const shutdown = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  await app.listen({ port: settings.port, host: settings.host });
  // Once listening, the spot worker clears a synthetic day a few times in the background so the first
  // real clearing runs on optimised code; requests reaching the worker meanwhile go first.
  if (settings.spotWarmUp) {
    void spotRunner()
      .warmUp()
      .catch(() => undefined);
  }
  console.log(
    `电力交易仿真平台已启动: http://${settings.host}:${settings.port}/ (数据目录 ${settings.dataDir})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

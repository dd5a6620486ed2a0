import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { databaseOptionsFromConfig, openDatabase } from './db/database.ts';
import { prepareDatabase } from './setup/prepare.ts';
import { DEMO_ACCOUNTS } from './setup/seed/demo-data.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(databaseOptionsFromConfig(config));
  await prepareDatabase(database, config);
  // Housekeeping (expired tokens, old logs, backups) runs as scheduled jobs: see the 定时任务 page.
  const app = await buildApp({ config, database, warmEngine: true, warmBoard: true, runJobs: true });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await database.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `志航已启动: http://${shownHost}:${port}  (数据库: ${database.dialect}${database.dialect === 'sqlite' ? `, ${config.dataDir}` : ''})`,
    `API 文档: http://${shownHost}:${port}${config.apiBase}/docs`,
  ];
  if (config.nodeEnv !== 'production') {
    lines.push('演示账号:');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(
        `  ${account.account.padEnd(10)} / ${account.password.padEnd(12)} ${account.name}（${account.orgKey}）`,
      );
    }
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`启动失败: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

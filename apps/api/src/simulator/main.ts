import { z } from 'zod';
import { buildSimulator } from './app';

/** `node --import tsx apps/api/src/simulator/main.ts`: the payment-provider simulator on its own port. */
const Env = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(4001),
  host: z.string().default('127.0.0.1'),
  apiUrl: z.string().url().default('http://127.0.0.1:4000'),
  secret: z.string().min(16, 'PROVIDER_SECRET (the API_PROVIDER_SECRET the API was given) of at least 16 characters'),
});

async function main(): Promise<void> {
  const env = Env.parse({
    port: process.env.PROVIDER_PORT ?? process.env.STORE_PORT_PROVIDER,
    host: process.env.PROVIDER_HOST,
    apiUrl: process.env.PROVIDER_API_URL,
    secret: process.env.PROVIDER_SECRET,
  });
  const app = await buildSimulator({ apiUrl: () => env.apiUrl, secret: env.secret });
  await app.listen({ port: env.port, host: env.host });
  console.log(`Payment provider simulator listening on http://${env.host}:${env.port}`);
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

import { z } from 'zod';
import { buildPartnerId } from './app';

/** `node --import tsx apps/partner-id/src/main.ts`: the partner identity service on its own port. */
const Env = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(4002),
  host: z.string().default('127.0.0.1'),
  secret: z.string().min(32, 'PARTNER_TOKEN_SECRET (the API_PARTNER_TOKEN_SECRET the API was given) of at least 32 characters'),
  applicationId: z.string().min(1).default('fc-store'),
  storefrontOrigins: z.string().default('http://127.0.0.1:3000'),
  testHooks: z.enum(['true', 'false']).default('false'),
});

async function main(): Promise<void> {
  const env = Env.parse({
    port: process.env.PARTNER_PORT ?? process.env.STORE_PORT_PARTNER,
    host: process.env.PARTNER_HOST,
    secret: process.env.PARTNER_TOKEN_SECRET,
    applicationId: process.env.PARTNER_APPLICATION_ID,
    storefrontOrigins: process.env.PARTNER_STOREFRONT_ORIGINS,
    testHooks: process.env.PARTNER_TEST_HOOKS,
  });
  const app = await buildPartnerId({
    secret: env.secret,
    applicationId: env.applicationId,
    storefrontOrigins: env.storefrontOrigins.split(',').map((s) => s.trim()).filter(Boolean),
    testHooks: env.testHooks === 'true',
  });
  await app.listen({ port: env.port, host: env.host });
  console.log(`Partner identity service listening on http://${env.host}:${env.port}`);
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

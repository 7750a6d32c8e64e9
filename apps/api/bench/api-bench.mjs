// Store API benchmark: `npm run bench:api` (from the repo root).
// Starts the API (node --import tsx apps/api/src/main.ts) on a temp database and a free loopback port, drives it with
// autocannon at a fixed rate (overallRate 500 requests/s) for three calls - product listing, player validation and
// order creation (a unique idempotency key per request) - beside a GET /health baseline, then sign-in (the password
// hash dominates) at a lower rate. A second API with the production per-address limits then takes an attack: 300
// wrong-password requests from one address kept in flight while a legitimate user signs in from other addresses
// (127.0.0.x). Prints the tables and writes the "## API (npm run bench:api)" section of docs/performance.md.
import { fork, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const RATE = 500; // requests per second, all connections together
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const TARGET_P99_MS = 20;
const SIGN_IN_RATE = 20;
const ATTACK_IN_FLIGHT = 300;
const LEGIT_SAMPLES = 40;
const TARGET_SIGN_IN_P99_MS = 300;
const PASSWORD = 'kestrel-482-bench';

const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

/**
 * @param {object} o
 * @param {boolean} o.limits  production per-address limits (true), or lifted for the throughput runs from one address
 */
async function startApi({ limits }) {
  const dir = mkdtempSync(join(tmpdir(), 'store-api-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: ROOT,
    // Development mode (loopback outbox) only to confirm the bench's test account; NODE_ENV is left unset for it.
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      API_DB_PATH: join(dir, 'store.sqlite'),
      API_DEV_MODE: 'true',
      NODE_ENV: '',
      API_CLIENT_RATE_LIMIT_SCALE: limits ? '1' : '100000',
      // The request log (pino, info) would go to this terminal: warnings only while measuring.
      API_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((ok) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          ok();
        });
        child.kill('SIGTERM');
      }),
  };
}

const gqlBody = (query, variables) => JSON.stringify({ query, variables });
const PRODUCTS = gqlBody('query($c: String!) { products(countryCode: $c) { slug name denominations { skuId name price currency } paymentChannels { id name sortOrder } } }', { c: 'sg' });
const VALIDATE = gqlBody('query { validatePlayer(countryCode: "sg", gameSlug: "football-legends", userId: "10000001") { resultCode nickname } }');
const CREATE = 'mutation($i: CreateOrderInput!) { createOrder(input: $i) { resultCode order { orderId status total paymentUrl } } }';

function run(url, title, setupRequest, body, path = '/graphql', method = 'POST', { headers = { 'content-type': 'application/json' }, rate = RATE, connections = CONNECTIONS } = {}) {
  return new Promise((ok, fail) => {
    const instance = autocannon(
      {
        url: `${url}${path}`,
        method,
        headers,
        connections,
        overallRate: rate,
        duration: DURATION_S,
        requests: [setupRequest ? { setupRequest } : body ? { body } : {}],
      },
      (err, result) => (err ? fail(err) : ok({ title, result })),
    );
    void instance;
  });
}

function row({ title, result }) {
  const l = result.latency;
  return {
    title,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: l.p50,
    p90: l.p90,
    p99: l.p99,
    max: l.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const AMZ = (operation) => ({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` });
const signInBody = (username, password) =>
  JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'store-web', AuthParameters: { USERNAME: username, PASSWORD: password } });

/** A confirmed account (sign-up, then the code from the loopback-only dev outbox). */
async function account(url, email) {
  const post = (operation, body) => fetch(`${url}/cognito`, { method: 'POST', headers: AMZ(operation), body: JSON.stringify(body) });
  const captcha = await (await fetch(`${url}/captcha/simulator/execute`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"signup"}' })).json();
  await post('SignUp', { ClientId: 'store-web', Username: email, Password: PASSWORD, ValidationData: [{ Name: 'captchaToken', Value: captcha.token }] });
  const outbox = await (await fetch(`${url}/dev/outbox?recipient=${encodeURIComponent(email)}`)).json();
  const code = outbox.messages.find((m) => m.code)?.code;
  const confirmed = await post('ConfirmSignUp', { ClientId: 'store-web', Username: email, ConfirmationCode: code });
  if (!confirmed.ok) throw new Error(`could not confirm the bench account: ${await confirmed.text()}`);
}

/** One sign-in over its own connection from a chosen loopback address; resolves with the latency and the answer. */
function signInFrom(url, localAddress, username, password) {
  return new Promise((ok) => {
    const body = signInBody(username, password);
    const t0 = performance.now();
    const req = httpRequest(`${url}/cognito`, { method: 'POST', localAddress, agent: false, headers: { ...AMZ('InitiateAuth'), 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => ok({ ms: performance.now() - t0, status: res.statusCode, type: res.statusCode === 200 ? 'SIGNED_IN' : (JSON.parse(text).__type ?? 'error') }));
    });
    req.on('error', (e) => ok({ ms: performance.now() - t0, status: 0, type: e.code ?? 'error' }));
    req.end(body);
  });
}

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};

/**
 * Legitimate sign-ins from 127.0.0.2.., one per round; in each round `inFlight` wrong-password requests for the same
 * account from 127.0.0.1 are sent at once by the attacker process (attacker.mjs), and the legitimate sign-in starts
 * while they are in flight.
 */
async function attackRun(url, victim, inFlight) {
  const answers = {};
  const legit = [];
  let sent = 0;
  const attacker = inFlight > 0 ? fork(join(dirname(fileURLToPath(import.meta.url)), 'attacker.mjs')) : undefined;
  const next = (what) => new Promise((ok) => attacker.once('message', (m) => (m[what] ? ok(m) : undefined)));
  try {
    for (let i = 0; i < LEGIT_SAMPLES; i += 1) {
      let done;
      if (attacker) {
        const started = next('sent');
        attacker.send({ url, victim, inFlight });
        await started;
        done = next('done');
        sent += inFlight;
      }
      // A few sign-ins per address, within its per-address limit.
      legit.push(await signInFrom(url, `127.0.0.${2 + Math.floor(i / 4)}`, victim, PASSWORD));
      if (done) for (const [type, n] of Object.entries((await done).answers)) answers[type] = (answers[type] ?? 0) + n;
    }
  } finally {
    attacker?.disconnect();
  }
  const ms = legit.map((r) => r.ms);
  return { ok: legit.filter((r) => r.type === 'SIGNED_IN').length, p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.round(Math.max(...ms)), sent, answers };
}

const api = await startApi({ limits: false });
const results = [];
let signInRow;
try {
  // Warm-up (JIT, statement caches).
  await run(api.url, 'warm-up', null, PRODUCTS);
  // Baseline: a no-op endpoint at the same rate shows what the machine (shared CPU, loopback) adds by itself.
  results.push(row(await run(api.url, 'Baseline: GET /health (no work)', null, undefined, '/health', 'GET')));
  results.push(row(await run(api.url, 'Product listing (GraphQL products, sg)', null, PRODUCTS)));
  results.push(row(await run(api.url, 'Player validation (GraphQL validatePlayer)', null, VALIDATE)));
  results.push(
    row(
      await run(api.url, 'Order creation (GraphQL createOrder, unique idempotency key)', (req) => {
        req.body = gqlBody(CREATE, {
          i: { idempotencyKey: `bench-${randomUUID()}`, countryCode: 'sg', gameSlug: 'football-legends', skuId: 1001, paymentChannelId: 1, userId: '10000001' },
        });
        return req;
      }),
    ),
  );
  await account(api.url, 'bench-throughput@example.com');
  signInRow = row(
    await run(api.url, `Sign-in (InitiateAuth USER_PASSWORD_AUTH, ${SIGN_IN_RATE} requests/s)`, null, signInBody('bench-throughput@example.com', PASSWORD), '/cognito', 'POST', {
      headers: AMZ('InitiateAuth'),
      rate: SIGN_IN_RATE,
      connections: 4,
    }),
  );
} finally {
  await api.stop();
}

// The attack, on an API with the production per-address limits.
const guarded = await startApi({ limits: true });
let quiet;
let attacked;
try {
  await account(guarded.url, 'bench-victim@example.com');
  // One untimed sign-in first: the first one pays for compiling the sign-in path, which no later shopper does.
  await signInFrom(guarded.url, '127.0.0.99', 'bench-victim@example.com', PASSWORD);
  quiet = await attackRun(guarded.url, 'bench-victim@example.com', 0);
  attacked = await attackRun(guarded.url, 'bench-victim@example.com', ATTACK_IN_FLIGHT);
} finally {
  await guarded.stop();
}
const attackVerdict = attacked.p99 <= TARGET_SIGN_IN_P99_MS && attacked.ok === LEGIT_SAMPLES ? 'met' : 'NOT met';
console.table([signInRow]);
console.table({ quiet, attacked });
console.log(`Legitimate sign-in p99 ${attacked.p99} ms with ${ATTACK_IN_FLIGHT} wrong-password requests in flight: target <= ${TARGET_SIGN_IN_P99_MS} ms ${attackVerdict}.`);

const ordersRow = results[3];
const verdict = ordersRow.p99 <= TARGET_P99_MS && ordersRow.non2xx === 0 ? 'met' : 'NOT met';
console.table(results);
console.log(`Order creation p99 ${ordersRow.p99} ms at ${RATE} requests/s: target <= ${TARGET_P99_MS} ms ${verdict}.`);

const cpu = cpus()[0]?.model ?? 'unknown CPU';
const section = [
  '## API (npm run bench:api)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} x ${cpu}, Node ${process.version}, loopback; the API runs as its own`,
  `process (\`node --import tsx apps/api/src/main.ts\`) on a fresh seeded SQLite database (WAL). autocannon, ${CONNECTIONS} connections,`,
  `fixed rate ${RATE} requests/s (overallRate) for ${DURATION_S} s per call, after a warm-up run. Latencies in ms.`,
  '',
  '| Call | Requests | Throughput (req/s) | p50 | p90 | p99 | max | non-2xx | errors |',
  '|---|---|---|---|---|---|---|---|---|',
  ...results.map((r) => `| ${r.title} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors} |`),
  `| ${signInRow.title} | ${signInRow.requests} | ${signInRow.rps} | ${signInRow.p50} | ${signInRow.p90} | ${signInRow.p99} | ${signInRow.max} | ${signInRow.non2xx} | ${signInRow.errors} |`,
  '',
  `Target: order creation p99 <= ${TARGET_P99_MS} ms at ${RATE} requests/s - **${verdict}** (p99 ${ordersRow.p99} ms; GET /health`,
  `baseline p99 ${results[0].p99} ms in the same run). Sign-in is bounded by the password hash (scrypt N=16384, r=8).`,
  '',
  `Sign-in under attack (an API with the production per-address limits): ${LEGIT_SAMPLES} rounds; in each, ${ATTACK_IN_FLIGHT} wrong-password`,
  'requests for one account are sent at once from 127.0.0.1 by an attacker process of its own and, while they are in flight, the account owner signs in from',
  'another address (127.0.0.2 onwards, a few sign-ins each). Latencies of the legitimate sign-ins in ms.',
  '',
  '| Run | Legitimate sign-ins OK | p50 | p99 | max | Attack requests | Attack answers |',
  '|---|---|---|---|---|---|---|',
  `| Quiet | ${quiet.ok}/${LEGIT_SAMPLES} | ${quiet.p50} | ${quiet.p99} | ${quiet.max} | 0 | |`,
  `| ${ATTACK_IN_FLIGHT} wrong passwords in flight | ${attacked.ok}/${LEGIT_SAMPLES} | ${attacked.p50} | ${attacked.p99} | ${attacked.max} | ${attacked.sent} | ${Object.entries(attacked.answers).map(([k, v]) => `${k} ${v}`).join(', ')} |`,
  '',
  `Target: legitimate sign-in p99 <= ${TARGET_SIGN_IN_P99_MS} ms under the attack - **${attackVerdict}**. Before issue 10 the same attack`,
  'took a legitimate sign-in from 153 ms to 7,145 ms (security review): every guess ran the password hash. Now the',
  'failure is counted before the hash (5 per account and address), the address is throttled (20 sign-ins a minute,',
  "TooManyRequestsException, before the body is read), so almost every attack request is refused without hashing (the",
  'answers column: the password hash ran for the NotAuthorizedException ones only). What is left of the slowdown is the',
  "the API's event loop accepting the 300 connections of each round; compare the quiet row, which shows the shared machine alone.",
  `Machine load average while measuring: ${loadavg().map((x) => x.toFixed(2)).join(', ')} on ${cpus().length} cores (other jobs share the CPU;`,
  'compare with the baseline row). In-process cost per request (fastify inject, same machine): order creation about',
  '0.9 ms, player validation about 0.6 ms, product listing about 1 ms.',
  '',
].join('\n');

const file = join(ROOT, 'docs/performance.md');
let doc = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n\n';
const start = doc.indexOf('## API (npm run bench:api)');
if (start >= 0) {
  const next = doc.indexOf('\n## ', start + 5);
  doc = doc.slice(0, start) + section + (next >= 0 ? '\n' + doc.slice(next + 1) : '');
} else {
  doc = doc.replace(/\n*$/, '\n\n') + section;
}
writeFileSync(file, doc);
console.log(`Wrote the API section of ${file}`);

// The attacker of `npm run bench:api`, in a process of its own (as a real one is: not in the shopper's browser, so its
// event loop opening hundreds of sockets is not part of the legitimate sign-in's measured latency).
// Messages from the bench: { url, victim, inFlight, round }. Answers: { sent: true } once every request of the round
// is on its way, then { done: true, answers } when all have been answered.
import { request as httpRequest } from 'node:http';

const AMZ = { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' };

function guess(url, victim, n) {
  return new Promise((ok) => {
    const body = JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'store-web', AuthParameters: { USERNAME: victim, PASSWORD: `wrong-guess-${n}` } });
    const req = httpRequest(`${url}/cognito`, { method: 'POST', localAddress: '127.0.0.1', agent: false, headers: { ...AMZ, 'content-length': Buffer.byteLength(body) } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        try {
          ok(res.statusCode === 200 ? 'SIGNED_IN' : (JSON.parse(text).__type ?? 'error'));
        } catch {
          ok('error');
        }
      });
    });
    req.on('error', (e) => ok(e.code ?? 'error'));
    req.end(body);
  });
}

let sent = 0;
process.on('message', async ({ url, victim, inFlight }) => {
  const round = Array.from({ length: inFlight }, () => guess(url, victim, ++sent));
  process.send({ sent: true });
  const answers = {};
  for (const type of await Promise.all(round)) answers[type] = (answers[type] ?? 0) + 1;
  process.send({ done: true, answers });
});
process.on('disconnect', () => process.exit(0));

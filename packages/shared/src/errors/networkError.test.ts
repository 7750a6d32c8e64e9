import { classifyNetworkError, networkStatusOf, shouldReportError, statusFromMessage } from './networkError';

describe('network-error classifier (spec 8)', () => {
  // "offline 599 (networkError.offline); 408, 504, 524 networkError.timeout; 500 and above networkError.500;
  //  400 to 499 networkError.400; else networkError.other". "401 means session expired, sign in again."
  test.each([
    [599, 'networkError.offline', 'offline'],
    [408, 'networkError.timeout', 'timeout'],
    [504, 'networkError.timeout', 'timeout'],
    [524, 'networkError.timeout', 'timeout'],
    [500, 'networkError.500', 'serverError'],
    [502, 'networkError.500', 'serverError'],
    [503, 'networkError.500', 'serverError'],
    [598, 'networkError.500', 'serverError'],
    [400, 'networkError.400', 'clientError'],
    [404, 'networkError.400', 'clientError'],
    [499, 'networkError.400', 'clientError'],
    [401, 'networkError.401', 'sessionExpired'],
    [302, 'networkError.other', 'other'],
    [0, 'networkError.other', 'other'],
  ] as const)('status %s -> %s', (status, key, kind) => {
    const c = classifyNetworkError(status);
    expect(c.key).toBe(key);
    expect(c.kind).toBe(kind);
    expect(c.sessionExpired).toBe(status === 401);
    expect(c.message.length).toBeGreaterThan(5);
  });

  test('401 tells the user to sign in again', () => {
    expect(classifyNetworkError(401).message).toMatch(/sign in again/i);
  });

  // "a status may be taken from digits in the message"
  test.each([
    ['Request failed with status code 504', 504, 'networkError.timeout'],
    [new Error('Request failed with status code 503'), 503, 'networkError.500'],
    ['HTTP 404 on /x', 404, 'networkError.400'],
    ['error 12345 then 599', 599, 'networkError.offline'],
    ['code 999 is not a status', undefined, 'networkError.other'],
    ['Network Error', undefined, 'networkError.other'],
  ])('message %p -> status %p', (input, status, key) => {
    expect(networkStatusOf(input)).toBe(status);
    expect(classifyNetworkError(input).key).toBe(key);
  });

  test.each([
    [{ status: 500 }, 500],
    [{ statusCode: 524 }, 524],
    [{ response: { status: 401 } }, 401],
    [{ code: 'ECONNABORTED', message: 'timeout of 10ms exceeded' }, 408],
    [{ code: 'ETIMEDOUT' }, 408],
    [{ status: 0, message: 'failed 502' }, 502],
    [Number.NaN, undefined],
    [null, undefined],
    [{}, undefined],
    [42n, undefined],
  ] as const)('status of %p is %p', (error, status) => {
    expect(networkStatusOf(error)).toBe(status);
  });

  test('statusFromMessage ignores digit runs longer than 3', () => {
    expect(statusFromMessage('id 1234567')).toBeUndefined();
    expect(statusFromMessage('x 200')).toBe(200);
  });
});

describe('error reporting ignore rules (spec 8)', () => {
  // "Error reporting ignores chunk-load errors, unexpected '<' token errors and timeouts."
  test.each([
    [Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })],
    [new Error('Loading chunk vendors-main failed.')],
    [new Error('Loading CSS chunk 7 failed.')],
    [new SyntaxError("Unexpected token '<'")],
    [new SyntaxError('Unexpected token <')],
    [{ code: 'ECONNABORTED', message: 'timeout of 30000ms exceeded' }],
    [new Error('Request timed out')],
    [{ name: 'TimeoutError', message: 'signal' }],
    [{ status: 504, message: 'gateway' }],
    ['Request failed with status code 524'],
  ])('ignored: %p', (error) => {
    expect(shouldReportError(error)).toBe(false);
  });

  test.each([[new Error('Cannot read properties of undefined')], [{ status: 500 }], ['boom'], [undefined], [new TypeError('x is not a function')]])(
    'reported: %p',
    (error) => {
      expect(shouldReportError(error)).toBe(true);
    },
  );
});

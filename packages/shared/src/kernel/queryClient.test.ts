import { ApiError } from '@store/shared/api';
import { createStoreQueryClient, isRetryableError } from './queryClient';

describe('isRetryableError', () => {
  test.each([
    ['no response (offline)', new TypeError('Failed to fetch'), true],
    ['a timeout', new ApiError('timeout', 408), true],
    ['too many requests', new ApiError('slow down', 429), true],
    ['a server error', new ApiError('down', 503), true],
    ['not found', new ApiError('no such game', 404), false],
    ['unauthorized', { response: { status: 401 } }, false],
    ['an answer that failed its schema', new ApiError('Invalid GraphQL response', 200), false],
  ])('%s: %s', (_name, error, expected) => {
    expect(isRetryableError(error)).toBe(expected);
  });
});

describe('createStoreQueryClient', () => {
  const fetchWith = (error: unknown) => {
    const client = createStoreQueryClient({ retries: 2, retryDelayMs: 0 });
    const queryFn = jest.fn(async () => {
      throw error;
    });
    return { queryFn, done: client.fetchQuery({ queryKey: ['t'], queryFn }).catch((e: unknown) => e) };
  };

  test('a 4xx is asked once: the same question gets the same answer', async () => {
    const { queryFn, done } = fetchWith(new ApiError('not found', 404));
    expect(await done).toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  test('a 5xx is asked again, up to the retry limit', async () => {
    const { queryFn, done } = fetchWith(new ApiError('down', 502));
    await done;
    expect(queryFn).toHaveBeenCalledTimes(3);
  });

  test('answers stay fresh for a minute by default: a second reader does not ask again', async () => {
    const client = createStoreQueryClient();
    const queryFn = jest.fn(async () => 'games');
    await client.fetchQuery({ queryKey: ['games'], queryFn });
    await client.fetchQuery({ queryKey: ['games'], queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

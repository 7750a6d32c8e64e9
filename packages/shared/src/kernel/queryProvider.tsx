import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createStoreQueryClient } from './queryClient';

/**
 * Gives the page its QueryClient: the shell's (passed in), or one of its own for a remote's standalone
 * page. @tanstack/react-query is a federation singleton, so remotes' useQuery finds the shell's client.
 */
export function StoreQueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [own] = useState(() => client ?? createStoreQueryClient());
  return <QueryClientProvider client={client ?? own}>{children}</QueryClientProvider>;
}

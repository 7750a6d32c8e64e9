// The exports of the shared libraries the store uses: the shell provides each of these libraries with
// only these names (a shared module is otherwise kept whole: it is not tree-shaken). A unit test
// (apps/shell/src/federation/sharedUsedExports.test.ts) fails when code imports a name not listed here.
const SHARED_USED_EXPORTS = {
  'react-router': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'Route',
    'Routes',
    'matchRoutes',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useParams',
    'useRoutes',
    'useSearchParams',
  ],
  '@tanstack/react-query': [
    'HydrationBoundary',
    'QueryClient',
    'QueryClientProvider',
    'dehydrate',
    'hashKey',
    'infiniteQueryOptions',
    'keepPreviousData',
    'queryOptions',
    'useInfiniteQuery',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
  // The store's names, and those mobx-react-lite (itself shared, so it consumes the shell's mobx) imports.
  mobx: ['autorun', 'comparer', 'makeAutoObservable', 'reaction', 'runInAction', 'Reaction', 'configure', 'getDependencyTree', 'makeObservable', 'observable'],
};

/** Shared libraries that import another shared library: they get the trimmed copy too. */
const SHARED_CONSUMERS = { mobx: ['mobx-react-lite'] };

module.exports = { SHARED_USED_EXPORTS, SHARED_CONSUMERS };

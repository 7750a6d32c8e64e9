// The react-router exports the store uses: the shell provides react-router with these alone.
// apps/shell/src/federation/reactRouterExports.test.ts fails when code imports one that is not listed.
const REACT_ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'RouterProvider',
  'Routes',
  'ScrollRestoration',
  'createBrowserRouter',
  'matchRoutes',
  'useLocation',
  'useMatches',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

module.exports = { REACT_ROUTER_EXPORTS };

/**
 * The router, as the shell and every micro-frontend use it. Shared as one singleton through the
 * kit rather than as the whole react-router package: a shared package cannot be tree-shaken, and
 * react-router's server half would double the shell's first load. Import from here, never from
 * 'react-router' directly (types excepted): a second copy would not see the shell's router.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useHref,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
  type Location,
  type RouteObject,
} from 'react-router';
// react-dom's own provider: it gives the router ReactDOM.flushSync, so a `flushSync` update (a ticked
// filter, useListParams) is drawn at once instead of in a transition.
export { RouterProvider } from 'react-router/dom';

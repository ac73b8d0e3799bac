// Every package imports routing from here, never from react-router-dom (the platform's router
// package, which re-exports react-router) itself. This package is a federated singleton, so the
// page has one router context; and because it names what it re-exports, the bundle carries only
// those parts of the router (a shared library is otherwise shipped whole: react-router-dom shared
// directly was 61 KB gzip, this is about a quarter of it).
// Add an export here when a package needs one more piece of the router.
export { BrowserRoutes } from './BrowserRoutes';
export { StaticRoutes } from './StaticRoutes';
export {
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';

// The react-router surface FloorHire apps may use (ADR 282). The page shares this module as a
// singleton: the shell provides it and every remote uses the shell's copy instead of bundling
// its own (13 KB brotli per remote page). A module shared across builds is never tree-shaken,
// so the list is the tree-shaking: what is not named here is not downloaded. A name a build
// imports that is not here fails that build (exportsPresence), never the page.
// Adding a name: add it here and release the shell before the remote that uses it.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps, Location, NavigateFunction, NavigateOptions, Params, SetURLSearchParams, To } from 'react-router';

import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A site's routes on the browser's URL: what the shell and every standalone remote render. */
export function BrowserRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <BrowserRouter>
      <RouteTable routes={routes} />
    </BrowserRouter>
  );
}

import { StaticRouter, useRoutes, type RouteObject } from 'react-router-dom';

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A site's routes at a fixed URL: what the server renders for one request. */
export function StaticRoutes({ routes, location }: { routes: RouteObject[]; location: string }) {
  return (
    <StaticRouter location={location}>
      <RouteTable routes={routes} />
    </StaticRouter>
  );
}

import { isRouteErrorResponse, Link, useRouteError } from '@scenedock/ui/router';
import { ErrorNotice } from '@scenedock/ui';

/** Unknown paths get a way home; anything that threw while loading gets its error texts. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorNotice onRetry={() => window.location.reload()} />;
}

export function NotFound() {
  return (
    <div className="mx-auto my-16 max-w-md text-center">
      <h1 className="text-2xl font-bold text-gray-900">Page not found</h1>
      <p className="mt-2 text-gray-600">There is no page at this address.</p>
      <Link to="/" className="mt-6 inline-block font-medium text-indigo-700 hover:underline">
        Go to the dashboard
      </Link>
    </div>
  );
}

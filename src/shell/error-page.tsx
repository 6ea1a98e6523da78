import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '@/api/errors';
import { StatusPage } from './status-page';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (error instanceof ApiError) return error.statusCode;
  return 500;
}

/** Route error boundary: every failure lands on a page that says what happened and offers a way on. */
export function ErrorPage() {
  return <StatusPage status={statusOf(useRouteError())} />;
}

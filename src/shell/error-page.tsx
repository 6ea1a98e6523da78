import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '@/api/errors';
import { StatusScreen } from './status-page';

function describe(error: unknown): { status: number; detail?: string } {
  if (isRouteErrorResponse(error)) return { status: error.status };
  // API messages are written for people (spec A §8); route-config details are for developers and stay out.
  if (error instanceof ApiError) return { status: error.statusCode, detail: error.message };
  return { status: 500 };
}

/** Route error boundary: every failure lands on a page that says what happened and offers a way on. */
export function ErrorPage() {
  const { status, detail } = describe(useRouteError());
  return <StatusScreen status={status} detail={status >= 500 ? undefined : detail} />;
}

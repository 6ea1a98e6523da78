import { StatusPage } from './status-page';

/** Unknown route: 'This page could not be found' (spec A §2). */
export function NotFoundPage() {
  return <StatusPage status={404} />;
}

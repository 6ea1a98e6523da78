import { StatusScreen } from './status-page';

/** Unknown route: 'This page could not be found' (spec A §2). */
export function NotFoundPage() {
  return <StatusScreen status={404} />;
}

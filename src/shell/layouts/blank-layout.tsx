import { PageOutlet } from './page-outlet';

export function BlankLayout() {
  return <PageOutlet />;
}

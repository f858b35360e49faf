import { RouteLoading } from '@/components/app-shell/route-loading';

/** The list screens (customers, animals, inventory) load behind a list skeleton. */
export default function Loading() {
  return <RouteLoading variant="list" />;
}

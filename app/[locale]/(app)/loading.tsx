import { RouteLoading } from '@/components/app-shell/route-loading';

/** Every signed-in screen's loading indicator while its route loads (the registers have their own beside them). */
export default function Loading() {
  return <RouteLoading />;
}

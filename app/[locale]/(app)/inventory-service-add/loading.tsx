import { RouteLoading } from '@/components/app-shell/route-loading';

export default function Loading() {
  return <RouteLoading />;
}

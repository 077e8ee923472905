import { PageNotFound } from '@/components/console/page-not-found';

/** An address under /portal with no page, shown inside the console's frame. */
export default function PortalNotFound() {
  return <PageNotFound backTo={{ href: '/portal', label: 'Back to the overview' }} />;
}

import { PageNotFound } from '@/components/console/page-not-found';

/** An address under /admin with no page, shown inside the console's frame. */
export default function AdminNotFound() {
  return <PageNotFound backTo={{ href: '/admin', label: 'Back to the dashboard' }} />;
}

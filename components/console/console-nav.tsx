import { icons } from './icons';

/** The navigation of each console, shared by its layout and by the pages outside it (/account). */
export const adminNav = [
  { href: '/admin', label: 'Dashboard', icon: icons.dashboard },
  { href: '/admin/tenants', label: 'Tenants', icon: icons.tenants },
  { href: '/admin/payments', label: 'Payments', icon: icons.payments },
  { href: '/admin/refunds', label: 'Refunds', icon: icons.refunds },
  { href: '/admin/disputes', label: 'Disputes', icon: icons.disputes },
  { href: '/admin/audit', label: 'Audit log', icon: icons.audit },
  { href: '/admin/team', label: 'Team', icon: icons.team },
];

export const portalNav = [
  { href: '/portal', label: 'Overview', icon: icons.overview },
  { href: '/portal/payments', label: 'Payments', icon: icons.payments },
  { href: '/portal/refunds', label: 'Refunds', icon: icons.refunds },
  { href: '/portal/disputes', label: 'Disputes', icon: icons.disputes },
  { href: '/portal/customers', label: 'Customers', icon: icons.customers },
  { href: '/portal/prices', label: 'Prices', icon: icons.prices },
  { href: '/portal/requests', label: 'Requests', icon: icons.requests, forChange: true as const },
  { href: '/portal/webhooks/endpoints', label: 'Webhook endpoints', icon: icons.endpoints },
  { href: '/portal/webhooks', label: 'Webhook deliveries', icon: icons.webhooks },
  { href: '/portal/api-keys', label: 'API keys', icon: icons.keys },
  { href: '/portal/payment-connectors', label: 'Payment connectors', icon: icons.connectors },
  { href: '/portal/team', label: 'Team', icon: icons.team },
  { href: '/portal/settings', label: 'Settings', icon: icons.settings },
];

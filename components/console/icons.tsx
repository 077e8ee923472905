/** Small stroke icons for the navigation (decorative: the link text names the page). */
const base = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round', viewBox: '0 0 24 24', className: 'size-4' } as const;

export const icons = {
  dashboard: (
    <svg {...base}>
      <path d="M3 13h8V3H3zM13 21h8V11h-8zM13 3v6h8V3zM3 21h8v-6H3z" />
    </svg>
  ),
  tenants: (
    <svg {...base}>
      <path d="M3 21V7l9-4 9 4v14M9 21v-6h6v6M3 21h18" />
    </svg>
  ),
  audit: (
    <svg {...base}>
      <path d="M9 5H7a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-2M9 5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v0a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2zM9 12h6M9 16h4" />
    </svg>
  ),
  // A flag: a payment the payer contests.
  disputes: (
    <svg {...base}>
      <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
    </svg>
  ),
  // An arrow turning back: money given back on a payment.
  refunds: (
    <svg {...base}>
      <path d="M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4" />
    </svg>
  ),
  payments: (
    <svg {...base}>
      <path d="M3 7h18v10H3zM3 11h18M7 15h3" />
    </svg>
  ),
  webhooks: (
    <svg {...base}>
      <path d="M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4" />
    </svg>
  ),
  endpoints: (
    <svg {...base}>
      <path d="M4 12h6M14 12h6M10 8v8M14 8v8M4 12a2 2 0 1 0 0 .01M20 12a2 2 0 1 0 0 .01" />
    </svg>
  ),
  requests: (
    <svg {...base}>
      <path d="M4 6h16M4 12h10M4 18h7M17 15l3 3-3 3" />
    </svg>
  ),
  // A key: what an integration calls the API with.
  keys: (
    <svg {...base}>
      <path d="M15.5 8.5a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0zM12 12v9M12 16h3M12 19h2" />
    </svg>
  ),
  // A plug: the provider account payments go through.
  // A person: someone the tenant bills.
  customers: (
    <svg {...base}>
      <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />
    </svg>
  ),
  // A price tag.
  prices: (
    <svg {...base}>
      <path d="M3 12V4h8l10 10-8 8zM7.5 8.5h.01" />
    </svg>
  ),
  connectors: (
    <svg {...base}>
      <path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0V8zM12 17v4" />
    </svg>
  ),
  team: (
    <svg {...base}>
      <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
    </svg>
  ),
  settings: (
    <svg {...base}>
      <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  ),
  overview: (
    <svg {...base}>
      <path d="M3 12l9-9 9 9M5 10v10h14V10" />
    </svg>
  ),
};

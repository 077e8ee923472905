import type { Metadata } from 'next';
import { ApiReference } from '@/components/docs/api-reference';

export const metadata: Metadata = {
  title: 'API reference · Billing platform',
  description: 'Every REST operation of the billing platform, rendered from /openapi.json',
};

// Rendered per request: the Content-Security-Policy's script nonce is new on every request (proxy.ts).
export const dynamic = 'force-dynamic';

/** `GET /docs`: the API reference, rendered in the browser from `GET /openapi.json`. */
export default function DocsPage() {
  return (
    <>
      <noscript>
        <p className="p-6">
          The API reference needs JavaScript. The raw document is at <a href="/openapi.json">/openapi.json</a>.
        </p>
      </noscript>
      <ApiReference />
    </>
  );
}

'use client';

import dynamic from 'next/dynamic';

/**
 * Scalar (~4 MB of script, Vue included) is loaded only when the reference is shown: a `<Link>` to
 * /docs prefetches this small wrapper, not the whole reference. Scalar renders nothing on the
 * server anyway (it mounts in an effect), so skipping server rendering loses nothing.
 */
const ScalarApiReference = dynamic(() => import('./scalar-api-reference'), {
  ssr: false,
  loading: () => <p className="p-6 text-slate-600">Loading the API reference…</p>,
});

export function ApiReference() {
  return <ScalarApiReference />;
}

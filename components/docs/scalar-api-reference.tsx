'use client';

// Before Scalar's own zod schemas are built (see the module).
import '../console/zod-without-eval';
import { ApiReferenceReact } from '@scalar/api-reference-react';
import type { ComponentProps } from 'react';
import '@scalar/api-reference-react/style.css';

/**
 * Scalar's API reference, configured to work with no internet access: the page must load in an
 * air-gapped deployment and must not tell a third party who reads our docs.
 * - `withDefaultFonts: false`: Scalar otherwise loads its fonts from fonts.scalar.com.
 * - `telemetry: false`, `agent.disabled`: on localhost Scalar enables its AI agent panel, which
 *   talks to scalar.com.
 * Pinned to the 0.8 line: from 0.9 on, Scalar's packages require Node 22, and the app supports 20.19.
 * - No `proxyUrl`: "Test request" calls the origin the page came from directly (the document's
 *   server is the relative `/`), never proxy.scalar.com.
 * e2e/docs.spec.ts fails if the page requests any host other than its own.
 */
const configuration: ComponentProps<typeof ApiReferenceReact>['configuration'] = {
  url: '/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  // The "Open API Client" button leads to client.scalar.com; "Test request" stays, in the page.
  hideClientButton: true,
  showDeveloperTools: 'never',
  // Every operation is listed without a click: all tags open, paths shown in the sidebar.
  defaultOpenAllTags: true,
  operationTitleSource: 'path',
  documentDownloadType: 'json',
  hideDarkModeToggle: true,
  forceDarkModeState: 'light',
};

export default function ScalarApiReference() {
  return <ApiReferenceReact configuration={configuration} />;
}

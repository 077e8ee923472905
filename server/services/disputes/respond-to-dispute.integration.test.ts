import { onlyProvider } from '../../testing/payment-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '@/server/infra/payment-provider';
import { disputeCalls } from '../../testing/dispute-fixtures';
import { backends, startTestApp, type TestApp } from '../../testing/test-app';
import { systemAuditContext } from '../audit/types';
import { submitEvidenceInput } from './dispute-schemas';
import { submitDisputeEvidence } from './respond-to-dispute';

describe.each(backends)('submitDisputeEvidence on %s', (backend) => {
  let app: TestApp;
  let tenantId: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    app = await startTestApp({ backend });
    const tenant = await app.tenantWithToken({ name: 'Evidence sender' });
    tenantId = tenant.tenant.id;
    headers = tenant.headers;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores nothing and answers 503 with Retry-After when the provider does not answer; the evidence is taken on a retry', async () => {
    const { dispute } = await disputeCalls(app).disputed(headers);
    const sent: string[] = [];
    const down: PaymentProvider = { ...app.container.paymentProvider, submitDisputeEvidence: () => Promise.reject(new Error('provider down')) };
    const up: PaymentProvider = { ...app.container.paymentProvider, submitDisputeEvidence: async (request) => void sent.push(`${request.providerDisputeId}: ${request.evidence}`) };
    const context = (provider: PaymentProvider) => ({ db: app.container.database.db, audit: systemAuditContext, providers: onlyProvider(provider) });
    const input = submitEvidenceInput.parse({ id: dispute.id, text: 'Tracking 1Z999' });

    await expect(submitDisputeEvidence(context(down), tenantId, input)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', headers: { 'Retry-After': '5' } });
    expect((await app.request('GET', `/disputes/${dispute.id}`, { headers })).body).toMatchObject({ status: 'NEEDS_RESPONSE', evidence: null });

    expect(await submitDisputeEvidence(context(up), tenantId, input)).toMatchObject({ status: 'UNDER_REVIEW', evidence: 'Tracking 1Z999' });
    expect(sent).toEqual([`${dispute.providerDisputeId}: Tracking 1Z999`]);
  });
});

import { describe, expect, it } from 'vitest';
import { refundReasons } from '../refunds/refund-schemas';
import { reasonLabel, reasonLabels } from './reason-labels';

describe('reason labels', () => {
  it('reads the codes a person meets as words', () => {
    expect(reasonLabel('product_not_received')).toBe('Product not received');
    expect(reasonLabel('requested_by_customer')).toBe('Requested by customer');
    expect(reasonLabel('fraudulent')).toBe('Fraudulent');
  });

  it('has a label for every refund reason the API takes', () => {
    for (const reason of refundReasons) expect(reasonLabels[reason], reason).toBeDefined();
  });

  it('reads a code it does not know from its own words, and no reason as a dash', () => {
    expect(reasonLabel('goods_arrived_damaged')).toBe('Goods arrived damaged');
    expect(reasonLabel('STOLEN-CARD')).toBe('Stolen card');
    expect(reasonLabel(null)).toBe('—');
    expect(reasonLabel('___')).toBe('___');
  });
});

import type { Options } from '@node-rs/argon2';

/**
 * argon2id at 64 MiB, t=3, p=4: OWASP's recommendation, and the parameters every hash stored so
 * far was made with. Every hash names its own parameters (its PHC string), so verifying never
 * depends on this setting, and raising it later stays safe.
 */
export const productionHashCost = { memoryCost: 65_536, timeCost: 3, parallelism: 4 } as const satisfies Options;

/**
 * The cheapest argon2id the library accepts. The test suites hash and verify thousands of
 * throwaway passwords and app secrets; at the production cost that was about half of their CPU
 * time. Only the suites' set-up (server/testing/setup.ts) may choose it: the lint refuses the
 * import anywhere else in the product.
 */
const testHashCost = { memoryCost: 1_024, timeCost: 1, parallelism: 1 } as const satisfies Options;

let current: Options = productionHashCost;

/** The cost new hashes are made with. */
export function hashCost(): Options {
  return current;
}

/**
 * Test suites only: `true` hashes at the cheapest cost, `false` goes back to the production cost
 * (for a test that asserts what production stores).
 */
export function setTestHashCost(cheap: boolean): void {
  current = cheap ? testHashCost : productionHashCost;
}

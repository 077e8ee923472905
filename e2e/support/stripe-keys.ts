/** The keys of the browser tests' Stripe fake: one it accepts, one well-formed that it refuses as Stripe refuses a wrong key. */
export const stripeFakeKeys = {
  accepted: 'sk_test_e2eConsoleConnector4242',
  refused: 'sk_test_e2eWrongKeyRefused0000',
  webhookSecret: 'whsec_e2eConsoleSigningSecret9876',
};

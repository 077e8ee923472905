/**
 * What `import 'server-only'` loads outside Next.js: nothing. Next.js resolves that name itself,
 * to an empty module in the server's bundles and to a build error in the browser's, which is the
 * guard (a client component that reaches a module marked so fails `next build`). Elsewhere (tsx
 * running the CLI, the bench and the fault suite; Vitest; tsc) there is no browser bundle to guard,
 * and the npm package would throw unless Node ran with the `react-server` condition, so tsconfig's
 * `paths` and Vitest's alias point the name here.
 */
export {};

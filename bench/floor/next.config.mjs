/** The benchmark floor: a Next.js app with one route handler, built by `next build bench/floor`. */
const floorConfig = { poweredByHeader: false };

export default floorConfig;

// Imported first by server/main.ts: React and React Router pick their production builds from
// NODE_ENV when they are loaded, and `npm start` should never serve the (several times slower)
// development build by accident. An explicit NODE_ENV still wins.

/**
 * NODE_ENV as the operator set it. Unset means a local run (`npm start` on a laptop): it gets
 * React's production build, but the configuration's development defaults (SHOP_URL falls back to
 * http://localhost:$PORT). A deployment sets NODE_ENV=production and must then name SHOP_URL.
 */
export const operatorNodeEnv: string | undefined = process.env.NODE_ENV;

process.env.NODE_ENV ??= "production";

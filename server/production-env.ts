// Imported first by server/main.ts: React and React Router pick their production builds from
// NODE_ENV when they are loaded, and `npm start` should never serve the (several times slower)
// development build by accident. An explicit NODE_ENV still wins.
process.env.NODE_ENV ??= "production";

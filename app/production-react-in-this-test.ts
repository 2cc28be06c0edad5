// A test file that renders pages by the thousand imports this first, before anything loads React
// (app/checkout-hostile-payloads.int.test.ts). React chooses its development or production build
// by NODE_ENV when it is first loaded, and the development build's checks on every element (each
// captures an Error for its owner stack) were most of that test's CPU profile. Its answers do not
// depend on them. Vitest runs each test file in a process of its own (the "forks" pool, isolated),
// so the setting ends with the file.
process.env.NODE_ENV = "production";

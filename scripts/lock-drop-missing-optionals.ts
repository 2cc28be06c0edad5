// The registry this project installs from lacks some platform builds of native packages (e.g.
// unrs-resolver's android, darwin and windows bindings). npm then writes a lock file whose entries
// name optional dependencies it could not record, and `npm ci` refuses that lock file as out of
// sync. This drops the names the lock file has no entry for. Run it after every `npm install`:
//   npx node scripts/lock-drop-missing-optionals.ts
import { readFileSync, writeFileSync } from "node:fs";

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockEntry> };
let dropped = 0;
for (const entry of Object.values(lock.packages)) {
  if (!entry.optionalDependencies) continue;
  for (const name of Object.keys(entry.optionalDependencies)) {
    if (lock.packages[`node_modules/${name}`]) continue;
    delete entry.optionalDependencies[name];
    dropped += 1;
  }
}
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`dropped ${dropped} optional dependencies missing from the lock file`);

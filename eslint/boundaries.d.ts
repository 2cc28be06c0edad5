// Types for boundaries.js (plain JavaScript, read by eslint.config.js), for the tests that load it.
import type { Linter } from "eslint";

export declare const BROWSER_CONTRACTS: readonly string[];
export declare const MODULE_DEPENDENCIES: Readonly<Record<string, readonly string[]>>;
export declare const OWN_TABLE_TYPES: Readonly<Record<string, readonly string[]>>;
export declare const moduleBoundaryRules: Linter.Config[];
export declare const browserImportRules: Linter.Config[];

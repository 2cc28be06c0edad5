import { z } from "zod";

// Shared by the configuration's parts (server/config.ts and the areas' own settings).

/** A setting that stops start-up, its message naming the variable. */
export class ConfigError extends Error {}

/** An on/off variable: 1, true or yes is on; 0, false or no is off. */
export const flag = z.enum(["0", "1", "true", "false", "yes", "no"]).transform((v) => ["1", "true", "yes"].includes(v));
